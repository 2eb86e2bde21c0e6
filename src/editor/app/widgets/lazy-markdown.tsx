import { Component, createElement, lazy, Suspense, type ComponentType } from "react";
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";

/** What Decap's Widget calls on the control it renders (a field with an error gets the focus). */
interface Focusable {
  focus?(path?: string): void;
}

interface MarkdownParts {
  controlComponent: ComponentType<CmsWidgetControlProps>;
  previewComponent?: ComponentType<CmsWidgetPreviewProps>;
}

let loading: Promise<MarkdownParts> | undefined;
const loadMarkdown = (): Promise<MarkdownParts> => (loading ??= import("decap-cms-widget-markdown").then(({ default: markdown }) => markdown.Widget()));

/**
 * Decap's markdown widget (Slate, remark, rehype: the largest part of the editor) serves one field, a post's
 * text: it loads when a form first shows that field, not when the editor opens. Decap's Widget holds on to
 * the control it renders to focus it; this one passes the focus on to the real control once it is there.
 */
export class LazyMarkdownControl extends Component<CmsWidgetControlProps, { Loaded?: MarkdownParts["controlComponent"] }> {
  state: { Loaded?: MarkdownParts["controlComponent"] } = {};
  private inner: Focusable | null = null;
  private mounted = false;

  componentDidMount(): void {
    this.mounted = true;
    void loadMarkdown().then(({ controlComponent }) => {
      if (this.mounted) this.setState({ Loaded: controlComponent });
    });
  }

  componentWillUnmount(): void {
    this.mounted = false;
  }

  focus(path?: string): void {
    this.inner?.focus?.(path);
  }

  render() {
    const { Loaded } = this.state;
    if (!Loaded) return <p role="status">Carregando o editor de texto…</p>;
    return createElement(Loaded, { ...this.props, ref: (instance: Focusable | null) => void (this.inner = instance) } as CmsWidgetControlProps);
  }
}

const NoPreview: ComponentType<CmsWidgetPreviewProps> = () => null;
const LoadedPreview = lazy(async () => ({ default: (await loadMarkdown()).previewComponent ?? NoPreview }));

export function LazyMarkdownPreview(props: CmsWidgetPreviewProps) {
  return (
    <Suspense fallback={null}>
      <LoadedPreview {...props} />
    </Suspense>
  );
}

import type { Page } from "@/types/generated/content";
import { PageSections } from "@/site/blocks/block-renderer";
import { pageRoute } from "../../../engine/core/kinds/content-kinds";
import { useEditorData } from "../use-editor-data";
import { entryData, entryKey, type PreviewProps } from "./entry-data";
import { PreviewBoundary, PreviewFrame } from "./preview-frame";

/** A page as the site renders it: each section by its own block component, in the form's order. */
export function PagePreview(props: PreviewProps) {
  const data = useEditorData();
  const page = entryData<Partial<Page>>(props, data);
  const sections = Array.isArray(page.sections) ? page.sections : [];
  const slug = String(props.entry.get("slug") ?? "");
  return (
    <PreviewFrame frame={props.document} entry={entryKey(props)} data={data} path={pageRoute(slug)}>
      <main id="conteudo">
        {sections.map((section, index) => (
          <PreviewBoundary key={index} what={`A seção ${index + 1}`}>
            <PageSections sections={[section]} />
          </PreviewBoundary>
        ))}
      </main>
    </PreviewFrame>
  );
}

import type { MouseEvent } from "react";
import type { Page } from "@/types/generated/content";
import { colors } from "@/site/theme/colors";
import { PageSections } from "@/site/blocks/block-renderer";
import { pageRoute } from "../../../engine/core/kinds/content-kinds";
import { openFieldFromPreview } from "../field-links";
import { useEditorData } from "../use-editor-data";
import { entryData, type PreviewProps } from "./entry-data";
import { PreviewBoundary, PreviewFrame } from "./preview-frame";

/** A section under the pointer says it can be clicked: the click opens its fields. */
const clickable = { "& > *:hover": { outline: `2px dashed ${colors.focus}`, outlineOffset: "-4px", cursor: "pointer" } };

/**
 * A page as the site renders it: each section by its own block component, in the form's order. A click on a section
 * opens its fields in the form, its first one focused (field-links.ts); a link clicked there is not followed (the
 * preview is not the site). Nothing of the entry changes.
 */
export function PagePreview(props: PreviewProps) {
  const data = useEditorData();
  const page = entryData<Partial<Page>>(props, data);
  const sections = Array.isArray(page.sections) ? page.sections : [];
  const slug = String(props.entry.get("slug") ?? "");
  const openSection = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    if (target.closest("a[href]")) event.preventDefault();
    // Each section is one element of <main> (an island's props beside it aside), in the form's order.
    const shown = [...event.currentTarget.children].filter((child) => child.tagName !== "SCRIPT");
    const index = shown.findIndex((child) => child.contains(target));
    const type = sections[index]?.type;
    if (index >= 0 && type) openFieldFromPreview({ entry: `pages/${slug}`, path: `sections.${index}`, type });
  };
  return (
    <PreviewFrame frame={props.document} data={data} path={pageRoute(slug)}>
      <main id="conteudo" css={clickable} onClickCapture={openSection}>
        {sections.map((section, index) => (
          <PreviewBoundary key={index} what={`A seção ${index + 1}`}>
            <PageSections sections={[section]} />
          </PreviewBoundary>
        ))}
      </main>
    </PreviewFrame>
  );
}

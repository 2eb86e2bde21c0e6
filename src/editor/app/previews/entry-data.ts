import { fillText } from "../../../engine/core/facts/fact-placeholders";
import type { EditorData } from "../../shared/editor-data";

/** What Decap hands a preview template (the parts this project reads). */
export interface PreviewProps {
  entry: { getIn(path: string[]): unknown; get(key: string): unknown };
  document: Document;
  getAsset: (path: string) => unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object";

// Until Decap hands over its copy of a picture just uploaded, the preview holds its place with nothing.
const BLANK = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/**
 * Decap's copy of a picture uploaded with the entry. Decap reads a path that starts with "/" as a public address
 * and hands it back as it is; a relative one it looks up among the uploaded files by its name in the media
 * folder (where every upload goes), so the picture is asked for without the "/".
 */
function uploadedCopy(getAsset: PreviewProps["getAsset"], src: string): string {
  const url = String(getAsset(src.replace(/^\/+/, "")) ?? "");
  return /^(blob|data):/.test(url) ? url : BLANK;
}

/**
 * The entry's fields as plain JSON, fact placeholders filled as the build fills them. A picture uploaded while editing is not on the site yet: its
 * `src` is swapped for the editor's own copy, so the preview shows it before it is published. An SVG drawing (the
 * mark) is never published at an address: it is drawn from the data: URI the editor's data holds for it.
 */
export function entryData<T>({ entry, getAsset }: PreviewProps, data: EditorData | undefined): T {
  const raw = (entry.getIn(["data"]) as { toJS?: () => unknown } | undefined)?.toJS?.() ?? {};
  const known = new Set(data?.images ?? []);
  const facts = data?.facts ?? {};
  const swap = (value: unknown): unknown => {
    if (typeof value === "string") return fillText(value, facts);
    if (Array.isArray(value)) return value.map(swap);
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        if (key === "src" && typeof child === "string" && data?.drawings[child]) return [key, data.drawings[child]];
        if (key === "src" && typeof child === "string" && child.startsWith("/images/") && !known.has(child)) return [key, uploadedCopy(getAsset, child)];
        return [key, swap(child)];
      }),
    );
  };
  return swap(raw) as T;
}

/**
 * A post's cleaned text for the preview: a picture uploaded while editing (the image button) is not on the site
 * yet, so its address is swapped for Decap's copy, as entryData does for a block's picture. Done on a parsed
 * document (inert: DOMParser runs nothing), never by matching the markup as text.
 */
export function withUploadedCopies(html: string, { getAsset }: PreviewProps, data: EditorData | undefined): string {
  const known = new Set(data?.images ?? []);
  const { body } = new DOMParser().parseFromString(`<body>${html}`, "text/html");
  let swapped = false;
  for (const img of body.querySelectorAll("img")) {
    const src = img.getAttribute("src") ?? "";
    if (!src.startsWith("/images/") || known.has(src)) continue;
    img.setAttribute("src", uploadedCopy(getAsset, src));
    swapped = true;
  }
  return swapped ? body.innerHTML : html;
}

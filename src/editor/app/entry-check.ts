import { schemaFindings } from "../../engine/core/schemas/schema-findings";
import { imageAltFindings } from "../../engine/core/rules/image-alt-checks";
import { walkJson } from "../../engine/core/read/json-pointer";
import { checkHref, type LinkIndex, type RouteTarget } from "../../engine/core/rules/link-checks";
import { checkImageSrc } from "../../engine/core/rules/image-names";
import type { Finding } from "../../engine/core/schemas/schema-messages";
import type { EditorData } from "../shared/editor-data";
import { schemaSet } from "./schema-files";

/** The entry being saved, as the check sees it. */
export interface SavedEntry {
  /** Its file's schema, under schemas/ ("page.schema.json"). */
  schemaFile: string;
  /** The route it is published at, when it has one ("/contato"): its own "#id" links point into it. */
  route?: string;
  data: unknown;
  /** Pictures uploaded with this entry, not yet in the images folder ("/images/novo.jpg"). */
  newImages: string[];
  /** Its file name without ".json"; "" while it is new. */
  slug: string;
}

function linkIndex(editorData: EditorData, entry: SavedEntry): LinkIndex {
  const routes = new Map<string, RouteTarget>(Object.entries(editorData.routes).map(([route, ids]) => [route, { sectionIds: ids ? new Set(ids) : undefined }]));
  // The page being edited links to its sections as they are in the form, not as they were on disk.
  if (entry.route) {
    const sections = (entry.data as { sections?: { id?: unknown }[] }).sections;
    const ids = Array.isArray(sections) ? sections.flatMap((section) => (typeof section?.id === "string" ? [section.id] : [])) : [];
    routes.set(entry.route, { sectionIds: new Set(ids) });
  }
  const files = new Set([...editorData.images, ...entry.newImages]);
  return {
    routes,
    images: { files, byLowerCase: new Map([...files].map((path) => [path.toLowerCase(), path])) },
    imagesFolder: editorData.imagesFolder,
    staticFiles: new Set(editorData.staticFiles),
  };
}

/**
 * What `npm run check` would say of this one file, as far as a browser can tell: the schema through
 * ajv with the pipeline's pt-BR messages, links to pages and sections that exist, pictures that exist,
 * descriptions of pictures. Whole-site rules (the same title on two pages) stay with the check in CI.
 */
export function checkEntry(entry: SavedEntry, editorData: EditorData): Finding[] {
  const { validator, index } = schemaSet();
  const validate = validator(entry.schemaFile);
  const findings = validate(entry.data) ? [] : schemaFindings(validate.errors ?? [], index);
  const links = linkIndex(editorData, entry);
  walkJson(entry.data, (key, value, pointer) => {
    if (typeof value !== "string") return;
    let message: string | undefined;
    if (key === "href") message = checkHref(value, entry.route, links);
    else if (key === "src" && value.startsWith("/images/")) message = checkImageSrc(value, links.images, links.imagesFolder);
    if (message) findings.push({ pointer, anchor: "value", message });
  });
  return [...findings, ...imageAltFindings(entry.data), ...takenPostNumber(entry, editorData), ...secondBody(entry, editorData)];
}

/** A post number another post already has: its address (/blog/<número>) would be taken. */
function takenPostNumber(entry: SavedEntry, editorData: EditorData): Finding[] {
  const id = (entry.data as { id?: unknown }).id;
  if (entry.schemaFile !== "content/post.schema.json" || typeof id !== "number") return [];
  const owner = editorData.posts[String(id)];
  if (owner === undefined || owner === entry.slug) return [];
  const numbers = Object.keys(editorData.posts).map(Number);
  const message = `o número ${id} já é do artigo "${owner}" (/blog/${id}). Use um número que nenhum outro artigo usa, por exemplo ${Math.max(...numbers) + 1}`;
  return [{ pointer: "/id", anchor: "value", message }];
}

/** A post whose text is a .html file gets no second text in the editor: the site would not know which one to publish. */
function secondBody(entry: SavedEntry, editorData: EditorData): Finding[] {
  const body = (entry.data as { body?: unknown }).body;
  if (typeof body !== "string" || body.trim() === "" || !editorData.htmlBodies.includes(entry.slug)) return [];
  const message = `o texto deste artigo já está no arquivo ${entry.slug}.html, na pasta dos artigos. Um artigo tem o texto em um lugar só: apague o que escreveu aqui (e mude o texto no .html), ou peça para quem mantém o site passar o texto do .html para cá`;
  return [{ pointer: "/body", anchor: "value", message }];
}

import { posix } from "node:path";
import { DEFAULT_CONTENT_FOLDER } from "../../engine/node/content-folder";
import { loadSchemaSet } from "../../engine/node/schema-registry";
import { contentCollections } from "./collections";
import type { DecapConfig } from "../shared/decap-types";

/** Written by `npm run gen:cms`, read by the admin app (docs/site-editor.md, "How it is built"). */
export const CMS_CONFIG_FILE = "src/editor/generated/decap-config.json";

/**
 * The site editor's configuration, from schemas/ and content-kinds.ts alone (never from the content,
 * so adding a page or a post does not make it stale). Labels: labels.ts; fields: schema-fields.ts.
 */
export async function generateCmsConfig(projectRoot: string): Promise<DecapConfig> {
  const schemas = (await loadSchemaSet(projectRoot)).index;
  return {
    // The admin app passes this object to CMS.init; there is no config.yml to fetch.
    load_config_file: false,
    locale: "pt",
    media_folder: posix.join(DEFAULT_CONTENT_FOLDER, "images"),
    // Image paths in the content start with /images/ (image.schema.json), where the build serves them.
    public_folder: "/images",
    // File names the pipeline accepts: ASCII, no accents ("Sobre Nós" → "sobre-nos").
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: contentCollections(schemas),
  };
}

/** Keys a person reads first in a field (what, how, whether), nested fields last. */
const KEY_ORDER = ["name", "label", "label_singular", "widget", "required", "hint", "description"];
const LAST = ["fields", "field", "types", "files"];

function rank(key: string): number {
  const first = KEY_ORDER.indexOf(key);
  if (first >= 0) return first;
  return LAST.includes(key) ? KEY_ORDER.length + 1 + LAST.indexOf(key) : KEY_ORDER.length;
}

/** Objects are rewritten with their keys in that order (stable for the rest), so the file reads top-down. */
function ordered(_key: string, value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const entries = Object.entries(value).map((entry, index) => ({ entry, index }));
  entries.sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.index - b.index);
  return Object.fromEntries(entries.map(({ entry }) => entry));
}

/** The file's exact text: 2-space JSON and a final newline, the same for the same schemas. */
export async function renderCmsConfig(projectRoot: string): Promise<string> {
  return `${JSON.stringify(await generateCmsConfig(projectRoot), ordered, 2)}\n`;
}

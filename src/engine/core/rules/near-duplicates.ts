import { distance } from "fastest-levenshtein";
import { foldText } from "../../../lib/text";
import type { ContentFile } from "../kinds/content-kind";
import { problemAt } from "../read/json-source";
import type { ContentNote } from "../kinds/types";

/**
 * Free-text values that several files share: a category spelt a little differently ("Mes Profetico"
 * beside "Mês Profético") makes a second filter button on /blog, an author two authors. A warning names
 * the spelling the other files use; the editor may really mean a new one.
 */
const SHARED_FIELDS: { schema: string; field: string; what: string }[] = [
  { schema: "content/post.schema.json", field: "category", what: "categoria" },
  { schema: "content/post.schema.json", field: "author", what: "autor" },
  { schema: "content/church.schema.json", field: "city", what: "cidade" },
  { schema: "content/testimony.schema.json", field: "congregation", what: "congregação" },
];

/** Same letters ignoring case and accents, or one slip of the keyboard per eight letters. */
function looksAlike(a: string, b: string): boolean {
  const x = foldText(a).replace(/\s+/g, " ").trim();
  const y = foldText(b).replace(/\s+/g, " ").trim();
  return x === y || distance(x, y) <= Math.max(1, Math.floor(Math.min(x.length, y.length) / 8));
}

export function nearDuplicateNotes(files: readonly ContentFile[]): ContentNote[] {
  const notes: ContentNote[] = [];
  for (const { schema, field, what } of SHARED_FIELDS) {
    const uses = files
      .filter((file) => file.kind.schema === schema)
      .flatMap((file) => {
        const value = (file.json.value as Record<string, unknown> | null)?.[field];
        return typeof value === "string" ? [{ file, value }] : [];
      });
    const count = (value: string) => uses.filter((use) => use.value === value).length;
    for (const use of uses) {
      // The spelling most files use is the one to follow; the rarer look-alike gets the warning.
      const usual = uses.find((other) => other.value !== use.value && looksAlike(other.value, use.value) && count(other.value) >= count(use.value));
      if (!usual || (count(usual.value) === count(use.value) && usual.file.file > use.file.file)) continue;
      const at = problemAt(use.file.json, `/${field}`, "value", "");
      const message = `/${field}: ${what} "${use.value}" parece "${usual.value}", usada em ${usual.file.file}. Se é a mesma, escreva igual (com os mesmos acentos e maiúsculas); senão o site mostra as duas como diferentes`;
      notes.push({ file: at.file, line: at.line, column: at.column, message });
    }
  }
  return notes;
}

import { distance } from "fastest-levenshtein";
import { foldText } from "../../../lib/text";
import type { ContentFile } from "../kinds/content-kind";
import { problemAt } from "../read/json-source";
import type { ContentNote } from "../kinds/types";

/**
 * Free-text values that several files share: a category spelt a little differently ("Mes Profetico"
 * beside "Palavra do Mês") makes a second filter button on /blog, an author two authors. A warning names
 * the spelling the other files use; the editor may really mean a new one.
 */
const SHARED_FIELDS: { schema: string; field: string; what: string }[] = [
  { schema: "content/post.schema.json", field: "/category", what: "categoria" },
  { schema: "content/post.schema.json", field: "/author", what: "autor" },
  { schema: "content/church.schema.json", field: "/address/city", what: "cidade" },
  { schema: "content/church.schema.json", field: "/address/district", what: "bairro" },
  { schema: "content/testimony.schema.json", field: "/congregation", what: "congregação" },
];

/** The value at a field's pointer ("/address/city"). */
function valueAt(value: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .reduce<unknown>((here, key) => (here !== null && typeof here === "object" ? (here as Record<string, unknown>)[key] : undefined), value);
}

/** How a value compares: lower case, no accents, spaces collapsed. */
const folded = (value: string) => foldText(value).replace(/\s+/g, " ").trim();

/** Same letters ignoring case and accents, or one slip of the keyboard per eight letters (both already folded). */
function looksAlike(x: string, y: string): boolean {
  if (x === y) return true;
  const slips = Math.max(1, Math.floor(Math.min(x.length, y.length) / 8));
  // The distance is at least the difference in length: no need to compute it then.
  return Math.abs(x.length - y.length) <= slips && distance(x, y) <= slips;
}

/** One way a value is written, how many files write it so, and the first of them (in listing order). */
interface Spelling {
  value: string;
  folded: string;
  count: number;
  first: ContentFile;
}

/**
 * Compares distinct spellings, not files: a thousand posts share a handful of categories and authors, so
 * the work grows with the number of files plus the number of spellings squared, never the files squared.
 */
export function nearDuplicateNotes(files: readonly ContentFile[]): ContentNote[] {
  const notes: ContentNote[] = [];
  for (const { schema, field, what } of SHARED_FIELDS) {
    const uses = files
      .filter((file) => file.kind.schema === schema)
      .flatMap((file) => {
        const value = valueAt(file.json.value, field);
        return typeof value === "string" ? [{ file, value }] : [];
      });
    // In the order each spelling first appears, as the files are listed.
    const spellings = new Map<string, Spelling>();
    for (const { file, value } of uses) {
      const known = spellings.get(value);
      if (known) known.count += 1;
      else spellings.set(value, { value, folded: folded(value), count: 1, first: file });
    }
    // The spelling most files use is the one to follow; the rarer look-alike gets the warning.
    const usualFor = new Map<string, Spelling>();
    for (const spelling of spellings.values()) {
      for (const other of spellings.values()) {
        if (other.value !== spelling.value && other.count >= spelling.count && looksAlike(other.folded, spelling.folded)) {
          usualFor.set(spelling.value, other);
          break;
        }
      }
    }
    for (const use of uses) {
      const usual = usualFor.get(use.value);
      const count = spellings.get(use.value)?.count;
      if (!usual || (usual.count === count && usual.first.file > use.file.file)) continue;
      const at = problemAt(use.file.json, field, "value", "");
      const message = `${field}: ${what} "${use.value}" parece "${usual.value}", usada em ${usual.first.file}. Se é a mesma, escreva igual (com os mesmos acentos e maiúsculas); senão o site mostra as duas como diferentes`;
      notes.push({ file: at.file, line: at.line, column: at.column, message });
    }
  }
  return notes;
}

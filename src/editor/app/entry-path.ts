import { fromJS, type Map } from "immutable";
import { slugFormatter } from "decap-cms-core/dist/esm/lib/formatters";
import { sanitizeChar } from "decap-cms-core/dist/esm/lib/urlHelper";

interface CollectionConfig {
  folder?: string;
  files?: { name: string; file: string }[];
}

/**
 * The file an entry is saved to, as Decap names it: a file collection's own file, an existing entry's slug,
 * or, for a new one, the slug Decap makes from its fields (its own slugFormatter, so the check reads the new
 * file under the very name it will have), with " 1", " 2"... when the name is taken, as Decap does.
 */
export function entryPath(
  collection: CollectionConfig,
  entry: { get(key: string): unknown },
  slugConfig: unknown,
  taken: ReadonlySet<string>,
): string | undefined {
  const slug = String(entry.get("slug") ?? "");
  if (collection.files) return (collection.files.find((file) => file.name === slug) ?? collection.files[0])?.file;
  if (!collection.folder) return undefined;
  const at = (name: string) => `${collection.folder}/${name}.json`;
  if (slug) return at(slug);
  const wanted = slugFormatter(fromJS(collection) as Map<string, unknown>, entry.get("data") as Map<string, unknown>, slugConfig);
  let name = wanted;
  for (let i = 1; taken.has(at(name)); i++) name = `${wanted}${sanitizeChar(" ", slugConfig)}${i}`;
  return at(name);
}

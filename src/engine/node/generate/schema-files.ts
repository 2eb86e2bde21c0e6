import { readFile } from "node:fs/promises";
import { join, posix } from "node:path";
import { listSchemaFiles } from "../schema-list";

/** A schema object as written in schemas/ (plain JSON). */
export type Schema = { [keyword: string]: unknown };

/** A schema together with the file it came from, so its relative `$ref`s can be followed. */
export interface Located {
  schema: Schema;
  file: string;
}

export function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every schema under schemas/, by its path there ("blocks/hero.schema.json"), read once. */
export class SchemaFiles {
  private constructor(private readonly files: ReadonlyMap<string, Schema>) {}

  static async load(projectRoot: string): Promise<SchemaFiles> {
    const dir = join(projectRoot, "schemas");
    const paths = (await listSchemaFiles(dir)).map((path) => path.split("\\").join("/"));
    const entries = await Promise.all(paths.map(async (path) => [path, JSON.parse(await readFile(join(dir, path), "utf8")) as Schema] as const));
    return new SchemaFiles(new Map(entries));
  }

  /** Paths under `folder` ("blocks/"), in name order. */
  list(folder: string): string[] {
    return [...this.files.keys()].filter((path) => path.startsWith(folder)).sort();
  }

  get(file: string): Located {
    const schema = this.files.get(file);
    if (!schema) throw new Error(`o esquema schemas/${file} não existe`);
    return { schema, file };
  }

  /** Follows `$ref`s ("../common/link.schema.json", "#/definitions/list") to the schema that defines the value. */
  deref(node: Located, depth = 0): Located {
    const ref = node.schema.$ref;
    if (typeof ref !== "string" || depth > 20) return node;
    const [path = "", fragment = ""] = ref.split("#");
    const file = path ? posix.normalize(posix.join(posix.dirname(node.file), path)) : node.file;
    let target: unknown = this.get(file).schema;
    for (const segment of fragment.split("/").filter(Boolean)) target = isSchema(target) ? target[segment] : undefined;
    if (!isSchema(target)) throw new Error(`referência quebrada "${ref}" em schemas/${node.file}`);
    return this.deref({ schema: target, file }, depth + 1);
  }
}

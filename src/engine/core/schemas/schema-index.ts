/** A schema object as read from schemas/*.json (plain JSON). */
export type SchemaNode = { [keyword: string]: unknown };

/** A schema with where it is written: its file under schemas/ and its JSON pointer there ("" for the file itself). */
export interface Spot {
  schema: SchemaNode;
  file: string;
  pointer: string;
}

export const spotKey = (spot: Pick<Spot, "file" | "pointer">): string => `${spot.file}#${spot.pointer}`;

export function isNode(value: unknown): value is SchemaNode {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** "blocks/hero.schema.json" + "../common/link.schema.json" → "common/link.schema.json" (paths under schemas/, no ".." left). */
function joinPath(from: string, relative: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const segment of relative.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== "." && segment !== "") parts.push(segment);
  }
  return parts.join("/");
}

/**
 * The one way the project reads schemas/: every file by its path there, each node's place, and `$ref`s
 * followed across files. The check's messages read it (ajv hands over the very schema objects, whose file this
 * index remembers), and so do the content format, the block catalogue, the site editor's configuration and the
 * type generator. Browser-safe: the schemas' texts come from disk (src/engine/node/schema-registry.ts) or from
 * the editor's bundle.
 */
export class SchemaIndex {
  private readonly roots = new Map<string, SchemaNode>();
  private readonly placeOf = new WeakMap<object, { file: string; pointer: string }>();

  add(file: string, schema: SchemaNode): void {
    this.roots.set(file, schema);
    const mark = (node: unknown, pointer: string): void => {
      if (node === null || typeof node !== "object") return;
      this.placeOf.set(node, { file, pointer });
      for (const [key, child] of Object.entries(node)) mark(child, `${pointer}/${key}`);
    };
    mark(schema, "");
  }

  /** Paths under schemas/, in name order; those under `folder` ("blocks/") when given. */
  files(folder = ""): string[] {
    return [...this.roots.keys()].filter((path) => path.startsWith(folder)).sort();
  }

  /** A whole schema file by its path under schemas/ ("content/post.schema.json"). */
  file(path: string): SchemaNode | undefined {
    return this.roots.get(path);
  }

  /** A file as a spot, to walk from. */
  get(path: string): Spot {
    const schema = this.roots.get(path);
    if (!schema) throw new Error(`o esquema schemas/${path} não existe`);
    return { schema, file: path, pointer: "" };
  }

  /** A keyword's value below a spot ("properties", "title" → the property's spot), if it is a schema; arrays by index ("oneOf", "2"). */
  child(spot: Spot, ...path: string[]): Spot | undefined {
    let schema: unknown = spot.schema;
    for (const segment of path) schema = schema !== null && typeof schema === "object" ? (schema as Record<string, unknown>)[segment] : undefined;
    return isNode(schema) ? { schema, file: spot.file, pointer: path.length > 0 ? `${spot.pointer}/${path.join("/")}` : spot.pointer } : undefined;
  }

  /** Follows `$ref`s ("../common/link.schema.json", "#/definitions/links") to the schema that defines the value. */
  resolve(spot: Spot, depth = 0): Spot {
    const ref = spot.schema.$ref;
    if (typeof ref !== "string") return spot;
    if (depth > 20) throw new Error(`referência circular em schemas/${spotKey(spot)}`);
    const [path = "", fragment = ""] = ref.split("#");
    const file = path ? joinPath(spot.file, path) : spot.file;
    const target = this.roots.has(file) ? this.child(this.get(file), ...decodeURIComponent(fragment).split("/").filter(Boolean)) : undefined;
    if (!target) throw new Error(`referência quebrada "${ref}" em schemas/${spotKey(spot)}`);
    return this.resolve(target, depth + 1);
  }

  /** Where a schema object (one ajv handed over) is written, if it is one of this index's. */
  spotOf(schema: unknown): Spot | undefined {
    const place = isNode(schema) ? this.placeOf.get(schema) : undefined;
    return place && isNode(schema) ? { schema, ...place } : undefined;
  }

  /** The schema a node stands for, `$ref`s followed; the node itself when it is not one of this index's. */
  deref(schema: unknown): SchemaNode | undefined {
    if (!isNode(schema)) return undefined;
    const spot = this.spotOf(schema);
    if (!spot) return schema;
    try {
      return this.resolve(spot).schema;
    } catch {
      return undefined;
    }
  }

  properties(schema: unknown): SchemaNode {
    const properties = this.deref(schema)?.properties;
    return isNode(properties) ? properties : {};
  }

  /** The field's author-facing description: the one next to a $ref wins over the referenced schema's. */
  describe(schema: unknown): string | undefined {
    if (!isNode(schema)) return undefined;
    if (typeof schema.description === "string") return schema.description;
    const target = this.deref(schema);
    return target && typeof target.description === "string" ? target.description : undefined;
  }

  /** The values a discriminated `oneOf` accepts for its tag, read from each branch's const/enum. */
  discriminatorValues(schema: unknown, tag: string): string[] {
    const branches = this.deref(schema)?.oneOf;
    if (!Array.isArray(branches)) return [];
    const values = branches.flatMap((branch) => {
      const tagSchema = this.deref(this.properties(branch)[tag]);
      if (!tagSchema) return [];
      return tagSchema.const !== undefined ? [tagSchema.const] : Array.isArray(tagSchema.enum) ? tagSchema.enum : [];
    });
    return values.map(String).sort();
  }
}

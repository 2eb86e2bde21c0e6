/** A schema object as read from schemas/*.json (plain JSON). */
export type SchemaNode = { [keyword: string]: unknown };

function isNode(value: unknown): value is SchemaNode {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * Reads the schemas the way an error message needs them: ajv hands us the very schema objects
 * (`parentSchema`), and this index knows which file each came from, so `$ref`s can be followed to
 * find a field's description or a discriminator's list of types, never hard-coded.
 */
export class SchemaIndex {
  private readonly roots = new Map<string, SchemaNode>();
  private readonly baseOf = new WeakMap<object, string>();

  add(id: string, schema: SchemaNode): void {
    this.roots.set(id, schema);
    const mark = (node: unknown): void => {
      if (node === null || typeof node !== "object") return;
      this.baseOf.set(node, id);
      Object.values(node).forEach(mark);
    };
    mark(schema);
  }

  /** A whole schema file by its id (SCHEMA_BASE + its path under schemas/). */
  file(id: string): SchemaNode | undefined {
    return this.roots.get(id);
  }

  /** Follows `$ref` (relative file, optional #/json/pointer) until a schema without one. */
  deref(schema: unknown, depth = 0): SchemaNode | undefined {
    if (!isNode(schema)) return undefined;
    const ref = schema.$ref;
    const base = this.baseOf.get(schema);
    if (typeof ref !== "string" || base === undefined || depth > 20) return schema;
    const url = new URL(ref, base);
    const fragment = decodeURIComponent(url.hash.replace(/^#/, ""));
    url.hash = "";
    let target: unknown = this.roots.get(url.href);
    for (const segment of fragment.split("/").filter(Boolean)) target = isNode(target) ? target[segment] : undefined;
    return this.deref(target, depth + 1);
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

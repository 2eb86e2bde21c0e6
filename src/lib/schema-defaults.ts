/**
 * Words a church may override, with their defaults written once in the schema that describes them (where editors
 * read them: VS Code, the site editor's hints): `withSchemaDefaults(schema, value)` is the value with every property
 * it leaves out taken from that property's `default`, objects within objects too. The readers of those defaults
 * (src/site/data/site-words.ts for the frame's words) call it instead of writing a default a second time.
 */
export interface DefaultsNode {
  default?: unknown;
  properties?: Record<string, DefaultsNode>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function withSchemaDefaults<T>(schema: DefaultsNode, value: unknown): T {
  if (!schema.properties) return (value ?? schema.default) as T;
  const given = isRecord(value) ? value : isRecord(schema.default) ? schema.default : {};
  return Object.fromEntries(Object.entries(schema.properties).map(([key, child]) => [key, withSchemaDefaults(child, given[key])])) as T;
}

/**
 * The part of a schema that describes some of its properties, by name: a block's words are a few of its fields, each
 * with its default (a block's `*-words.ts` names them, and resolves a block's words with withSchemaDefaults).
 */
export function schemaDefaultsOf(schema: unknown, keys: readonly string[]): DefaultsNode {
  const properties = (schema as DefaultsNode).properties ?? {};
  return {
    properties: Object.fromEntries(
      keys.map((key) => {
        // A name the schema does not have is a mistake in the code, found as the module loads.
        if (!properties[key]) throw new Error(`the schema has no property "${key}"`);
        return [key, properties[key]];
      }),
    ),
  };
}

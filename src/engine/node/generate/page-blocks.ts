import type { SchemaIndex } from "../../core/schemas/schema-index";

/** The page schema, whose list of sections accepts every block under schemas/blocks/. */
export const PAGE_SCHEMA = "page.schema.json";
const LIST = /("discriminator": \{ "propertyName": "type" \},\n(\s*)"oneOf": \[\n)([\s\S]*?)(\n\2\])/;

/** The `$ref`s a page's section may be: one per block schema, in file order, derived from the folder. */
export function blockRefs(schemas: SchemaIndex): string[] {
  return schemas.files("blocks/");
}

/** What page.schema.json's list says today ("blocks/hero.schema.json"...), or undefined if it cannot be found. */
export function listedBlockRefs(pageSchemaText: string): string[] | undefined {
  const list = LIST.exec(pageSchemaText)?.[3];
  return list === undefined ? undefined : [...list.matchAll(/"\$ref": "([^"]+)"/g)].map((match) => match[1] ?? "");
}

/**
 * page.schema.json with its list of blocks rewritten from schemas/blocks/ (`npm run gen:types` writes it): adding
 * a block is its schema and its folder, never a hand-kept line here. Only the list's lines change, so the file
 * keeps its layout and everything else an editor of schemas wrote in it.
 */
export function withBlockRefs(pageSchemaText: string, refs: readonly string[]): string {
  if (!LIST.test(pageSchemaText))
    throw new Error(`schemas/${PAGE_SCHEMA}: não encontrei a lista "oneOf" das seções (com "discriminator": { "propertyName": "type" })`);
  return pageSchemaText.replace(LIST, (_, head: string, indent: string, _list: string, tail: string) => {
    const lines = refs.map((ref, i) => `${indent}  { "$ref": "${ref}" }${i < refs.length - 1 ? "," : ""}`);
    return `${head}${lines.join("\n")}${tail}`;
  });
}

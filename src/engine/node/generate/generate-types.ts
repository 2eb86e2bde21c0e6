import { compile } from "json-schema-to-typescript";
import { join, relative } from "node:path";
import { isNode, type SchemaIndex, type SchemaNode } from "../../core/schemas/schema-index";
import { loadSchemaSet } from "../schema-registry";
import { stampTypes, typesInputs } from "./generated-types-stamp";

const BANNER = `/* Generated from schemas/ by \`npm run gen:types\`. Do not edit by hand:
 * change the schema, then run the command again (npm run check fails while this file is stale). */`;

const pascal = (text: string) => text.replace(/(^|[-_\s])([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());

/**
 * A schema's `title` is what editors read (VS Code's hover, the catalogue, the site editor's labels: "Abertura
 * do topo"). TypeScript needs names, so where a title is such a label the type is named from the schema's
 * place instead: a block by its type ("hero" → HeroBlock), a piece of a block by its definition ("prose"'s
 * "paragraph" → ProseParagraph). Every other schema's title already is its type's name (Site, Page, Image...).
 */
export function typeName(file: string, definition?: string, schema?: SchemaNode): string | undefined {
  const base = file.replace(/^.*\//, "").replace(/\.schema\.json$/, "");
  if (definition !== undefined) return isNode(schema?.properties) && isNode(schema.properties.kind) ? pascal(base) + pascal(definition) : undefined;
  if (!file.startsWith("blocks/")) return undefined;
  const type = isNode(schema?.properties) && isNode(schema.properties.type) ? schema.properties.type.const : undefined;
  return `${pascal(typeof type === "string" ? type : base)}Block`;
}

/** The schema as json-schema-to-typescript reads it: type names in place of the editors' titles, `$id` left out. */
function forTypes(file: string, schema: SchemaNode, schemas: SchemaIndex): SchemaNode {
  const { $id: _id, ...copy } = structuredClone(schema);
  const root = typeName(file, undefined, copy);
  if (root) copy.title = root;
  if (isNode(copy.definitions)) {
    for (const [key, definition] of Object.entries(copy.definitions)) {
      const name = isNode(definition) ? typeName(file, key, definition) : undefined;
      if (name && isNode(definition)) definition.title = name;
    }
  }
  return nameRefsByTitle(copy, file, schemas) as SchemaNode;
}

/**
 * A `$ref` with a sibling `description` (context help for editors in VS Code) would make
 * json-schema-to-typescript emit a numbered copy of the referenced type (Link1, Image2...).
 * Pointing such refs at the referenced schema's type name with `tsType` keeps one name per type.
 */
function nameRefsByTitle(node: unknown, file: string, schemas: SchemaIndex): unknown {
  if (Array.isArray(node)) return node.map((item) => nameRefsByTitle(item, file, schemas));
  if (!isNode(node)) return node;
  const copy: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) copy[key] = nameRefsByTitle(value, file, schemas);
  const ref = copy.$ref;
  if (typeof ref === "string" && !ref.startsWith("#") && Object.keys(copy).length > 1) {
    const target = schemas.resolve({ schema: { $ref: ref }, file, pointer: "" });
    const name = typeName(target.file, undefined, target.schema) ?? target.schema.title;
    if (typeof name === "string") {
      copy.tsType = name;
      delete copy.$ref;
    }
  }
  return copy;
}

/** Builds the TypeScript source for every content type, from the JSON Schemas alone. */
export async function generateTypesSource(projectRoot: string): Promise<string> {
  const schemasDir = join(projectRoot, "schemas");
  const schemas = (await loadSchemaSet(projectRoot)).index;
  const files = schemas.files();
  // One synthetic root that references every schema, so each type is declared once, by its name.
  const root = {
    title: "AllContentSchemas",
    type: "object",
    additionalProperties: false,
    properties: Object.fromEntries(files.map((file, i) => [`schema${i}`, { $ref: file }])),
  };
  return compile(root as never, "AllContentSchemas", {
    cwd: schemasDir,
    bannerComment: BANNER,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: true,
    format: true,
    style: { singleQuote: false, printWidth: 100 },
    $refOptions: {
      resolve: {
        file: {
          // The schemas as the project read them once (schema-registry.ts), never the disk again.
          read: (fileInfo: { url: string }) => {
            const file = relative(schemasDir, fileInfo.url).split("\\").join("/");
            return JSON.stringify(forTypes(file, schemas.get(file).schema, schemas));
          },
        },
      },
    },
  });
}

/** The whole file `npm run gen:types` writes: the stamp the check verifies, then the generated source. */
export async function renderGeneratedTypes(projectRoot: string): Promise<string> {
  const [body, inputs] = await Promise.all([generateTypesSource(projectRoot), typesInputs(projectRoot)]);
  return stampTypes(body, inputs);
}

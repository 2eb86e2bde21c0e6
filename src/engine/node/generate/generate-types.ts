import { compile } from "json-schema-to-typescript";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { stampTypes, typesInputs } from "./generated-types-stamp";
import { listSchemaFiles } from "../schema-list";

const BANNER = `/* Generated from schemas/ by \`npm run gen:types\`. Do not edit by hand:
 * change the schema, then run the command again (npm run check fails while this file is stale). */`;

type JsonObject = { [key: string]: unknown };

/**
 * A `$ref` with a sibling `description` (context help for editors in VS Code) would make
 * json-schema-to-typescript emit a numbered copy of the referenced type (Link1, Image2...).
 * Pointing such refs at the referenced schema's title with `tsType` keeps one name per type.
 */
function nameRefsByTitle(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((item) => nameRefsByTitle(item, file));
  if (!node || typeof node !== "object") return node;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(node)) copy[key] = nameRefsByTitle(value, file);
  const ref = copy.$ref;
  if (typeof ref === "string" && Object.keys(copy).length > 1) {
    const target = JSON.parse(readFileSync(resolve(dirname(file), ref), "utf8")) as JsonObject;
    if (typeof target.title === "string") {
      copy.tsType = target.title;
      delete copy.$ref;
    }
  }
  return copy;
}

/** Builds the TypeScript source for every content type, from the JSON Schemas alone. */
export async function generateTypesSource(projectRoot: string): Promise<string> {
  const schemasDir = join(projectRoot, "schemas");
  const files = await listSchemaFiles(schemasDir);
  // One synthetic root that references every schema, so each type is declared once, by its title.
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
          read: (fileInfo: { url: string }) => JSON.stringify(nameRefsByTitle(JSON.parse(readFileSync(fileInfo.url, "utf8")), fileInfo.url)),
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

import { compile } from "json-schema-to-typescript";
import { readFileSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";

export const GENERATED_TYPES_FILE = "src/types/generated/content.ts";

const BANNER = `/* Generated from schemas/ by \`npm run gen:types\`. Do not edit by hand:
 * change the schema, then run the command again (npm run check fails while this file is stale). */`;

type JsonObject = { [key: string]: unknown };

export async function listSchemaFiles(schemasDir: string): Promise<string[]> {
  const entries = await readdir(schemasDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".schema.json"))
    .map((entry) => relative(schemasDir, join(entry.parentPath, entry.name)))
    .sort();
}

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
          read: (fileInfo: { url: string }) =>
            JSON.stringify(nameRefsByTitle(JSON.parse(readFileSync(fileInfo.url, "utf8")), fileInfo.url)),
        },
      },
    },
  });
}

export async function readCommittedTypes(projectRoot: string): Promise<string | undefined> {
  return readFile(join(projectRoot, GENERATED_TYPES_FILE), "utf8").catch(() => undefined);
}

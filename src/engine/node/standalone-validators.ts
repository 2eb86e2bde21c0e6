import { fileURLToPath } from "node:url";
import { stringify, type Ajv } from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import { addSchemaFiles, CHECKED_KEYWORDS, createAjv } from "../core/schemas/schema-compiler";
import type { SchemaIndex } from "../core/schemas/schema-index";
import { SCHEMA_BASE } from "../core/schemas/schema-set";
import { readSchemaTexts } from "./schema-registry";

/** The browser module whose export holds every schema file as an object, by its path under schemas/. */
export interface SchemaFilesModule {
  /** Its file (absolute). */
  file: string;
  /** Its export: `Record<string, SchemaNode>` ("page.schema.json" → the parsed file). */
  exportName: string;
}

/** Where an object sits inside a file's schema, found by identity: [] for the file itself. */
function pathTo(node: unknown, target: object): (string | number)[] | undefined {
  if (node === target) return [];
  if (node === null || typeof node !== "object") return undefined;
  for (const [key, child] of Object.entries(node)) {
    const found = pathTo(child, target);
    if (found) return [Array.isArray(node) ? Number(key) : key, ...found];
  }
  return undefined;
}

/**
 * ajv writes every schema an error may point at (`parentSchema`, with `verbose`) as a JSON copy. The pt-BR
 * messages find a field's description by the schema object's identity (SchemaIndex), so each copy becomes a
 * reference into the browser's own schema objects: the file it belongs to, then the property path.
 */
function schemaReferences(code: string, ajv: Ajv, index: SchemaIndex, files: string): string {
  const scope = ajv.scope as unknown as { _values: Record<string, Map<unknown, { str: string }> | undefined> };
  for (const [schema, name] of scope._values.schema ?? []) {
    if (schema === null || typeof schema !== "object") continue;
    const written = `const ${name.str} = ${stringify(schema).toString()};`;
    if (!code.includes(written)) continue;
    const spot = index.spotOf(schema);
    const path = spot && pathTo(index.file(spot.file), schema);
    if (!spot || !path) throw new Error(`validadores do editor: um esquema que nenhum arquivo de schemas/ contém (${JSON.stringify(schema).slice(0, 80)})`);
    const reference = [`${files}[${JSON.stringify(spot.file)}]`, ...path.map((key) => `[${JSON.stringify(key)}]`)].join("");
    code = code.replace(written, () => `const ${name.str} = ${reference};`);
  }
  const left = /const (schema\d+) = [{[]/.exec(code);
  if (left) throw new Error(`validadores do editor: ${left[1]} ficou copiado em vez de apontar para o arquivo do esquema`);
  return code;
}

/**
 * `require("x").member`, ajv's way of naming what the code needs (its runtime helpers, ajv-formats' formats, the
 * checked keywords' functions), as imports the editor's bundler follows.
 */
function requiresAsImports(code: string): string {
  const imports = new Map<string, string>();
  const body = code.replace(
    /require\(("(?:[^"\\]|\\.)*")\)(?:\.([A-Za-z_$][\w$]*)|\["([^"]+)"\])/g,
    (_match, quoted: string, dotted?: string, bracketed?: string) => {
      const specifier = JSON.parse(quoted) as string;
      const from = specifier.startsWith("file:") ? fileURLToPath(specifier) : specifier;
      const key = JSON.stringify([from, dotted ?? bracketed]);
      if (!imports.has(key)) imports.set(key, `imported${imports.size}`);
      return imports.get(key) as string;
    },
  );
  if (body.includes("require(")) throw new Error("validadores do editor: sobrou um require() que não virou import");
  const lines = [...imports].map(([key, local]) => {
    const [from, member] = JSON.parse(key) as [string, string];
    if (member === "default") return `import ${local} from ${JSON.stringify(from)};`;
    return `import { ${/^[A-Za-z_$][\w$]*$/.test(member) ? member : JSON.stringify(member)} as ${local} } from ${JSON.stringify(from)};`;
  });
  return `${lines.join("\n")}\n${body}`;
}

/**
 * The check's validators as an ES module (ajv standalone), for the site editor's build: the same schemas, the
 * same ajv configuration and keywords `npm run check` compiles at runtime (createAjv), written out as code, so
 * the browser compiles nothing (its policy has no 'unsafe-eval'). Exports `validators`, by path under
 * schemas/; errors point at the objects `schemaFiles` exports, so the browser indexes those for the messages.
 */
export async function standaloneValidatorsCode(projectRoot: string, schemaFiles: SchemaFilesModule): Promise<string> {
  // The generated code imports each keyword's function from where the keyword says it is: it must be that very function.
  for (const { keyword, check, source } of CHECKED_KEYWORDS) {
    const exported = ((await import(source.module)) as Record<string, unknown>)[source.name];
    if (exported !== check) throw new Error(`validadores do editor: ${source.module} não exporta ${source.name}, a função de "${keyword}"`);
  }
  const texts = await readSchemaTexts(projectRoot);
  const ajv = createAjv({ source: true });
  const index = addSchemaFiles(ajv, texts);
  const exported = Object.fromEntries(texts.map(({ path }, i) => [`v${i}`, SCHEMA_BASE + path]));
  const files = "schemaFiles";
  let code = standaloneCode(ajv, exported).replace(/^"use strict";/, "");
  code = requiresAsImports(schemaReferences(code, ajv, index, files));
  const byPath = texts.map(({ path }, i) => `${JSON.stringify(path)}: v${i}`).join(", ");
  return [
    `import { ${schemaFiles.exportName} as ${files} } from ${JSON.stringify(schemaFiles.file)};`,
    code,
    `export const validators = { ${byPath} };`,
    "",
  ].join("\n");
}

import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { BLOCK_CATALOGUE_FILE, generateBlockCatalogue } from "../../../src/engine/node/generate/block-catalogue";
import { checkBlockCatalogue } from "../../../src/engine/node/generate/catalogue-check";
import { copyFixtureContent, PROJECT_ROOT } from "../../support/fixture-site";
import { checkHere, SPAWN_TIMEOUT } from "../pipeline/run-check";

const STALE = `${BLOCK_CATALOGUE_FILE} está desatualizado em relação a schemas/blocks/ (um bloco ou a descrição de um campo mudou). Rode: npm run docs`;

/** schemas/ and the committed catalogue, copied where a test may change them. */
async function copyRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "mc-docs-"));
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  await cp(join(PROJECT_ROOT, "schemas"), join(root, "schemas"), { recursive: true });
  await copyFixtureContent(root);
  await cp(join(PROJECT_ROOT, BLOCK_CATALOGUE_FILE), join(root, BLOCK_CATALOGUE_FILE));
  return root;
}

describe("the block catalogue (npm run docs)", () => {
  const catalogue = generateBlockCatalogue(PROJECT_ROOT);

  it("is committed and current", async () => {
    expect(await checkBlockCatalogue(PROJECT_ROOT)).toBeUndefined();
  });

  it("documents nested fields, required markers, allowed values, formats, defaults and the example", async () => {
    const text = await catalogue;
    const hero = text.slice(text.indexOf("## `hero`"), text.indexOf("## `map`"));
    expect(hero).toContain("- **`title`** (obrigatório) — texto; de 1 a 90 letras. Título principal da página.");
    expect(hero).toContain("  - cada item tem:\n    - **`label`** (obrigatório)");
    expect(hero).toMatch(/\*\*`variant`\*\* \(opcional\) — um destes valores: `"primario"`, `"secundario"`, `"texto"`; se faltar, vale `"primario"`\./);
    expect(hero).toContain('```json\n{\n  "type": "hero",');
    expect(text).toContain("- cada item é um dos tipos abaixo, conforme o campo `kind`:");
    expect(text).toContain("se errar, o verificador avisa: “use só letras minúsculas sem acento");
  });

  it("lists every block schema, including ones added later", async () => {
    const root = await copyRoot();
    const schema = {
      $schema: "http://json-schema.org/draft-07/schema#",
      title: "AvisoBlock",
      description: "Faixa de aviso curto no topo da página.",
      type: "object",
      additionalProperties: false,
      required: ["type", "text"],
      properties: {
        type: { description: 'Sempre "aviso".', const: "aviso" },
        text: { description: "O aviso.", type: "string", minLength: 3, maxLength: 120 },
        more: { description: "Página externa com os detalhes.", type: "string", format: "uri" },
      },
      examples: [{ type: "aviso", text: "Culto especial neste domingo às 18h." }],
    };
    await writeFile(join(root, "schemas/blocks/aviso.schema.json"), JSON.stringify(schema));
    const text = await generateBlockCatalogue(root);
    expect(text).toContain("| [`aviso`](#aviso) | Faixa de aviso curto no topo da página. |");
    expect(text).toContain("- **`text`** (obrigatório) — texto; de 3 a 120 letras. O aviso.");
    expect(text).toContain("- **`more`** (opcional) — texto; formato: um endereço completo (https://...). Página externa com os detalhes.");
    expect(await checkBlockCatalogue(root)).toMatchObject({ file: BLOCK_CATALOGUE_FILE, line: 1, column: 1, message: STALE });
  });

  it("a changed description makes npm run check fail until npm run docs runs", { timeout: SPAWN_TIMEOUT }, async () => {
    const root = await copyRoot();
    const hero = join(root, "schemas/blocks/hero.schema.json");
    await writeFile(hero, (await readFile(hero, "utf8")).replace("Frase logo abaixo do título.", "Frase abaixo do título."));
    const { status, stdout } = await checkHere("--root", root);
    expect(status).toBe(1);
    expect(stdout).toContain(`${BLOCK_CATALOGUE_FILE}:1:1 ${STALE}`);

    await writeFile(join(root, BLOCK_CATALOGUE_FILE), await generateBlockCatalogue(root));
    expect(await checkBlockCatalogue(root)).toBeUndefined();
  });
});

describe("every list of allowed values is in the catalogue, not only in VS Code", () => {
  it("names each value of every enum of every schema (blocks, site.json and the collections)", async () => {
    const text = await generateBlockCatalogue(PROJECT_ROOT);
    const missing: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${where}/${i}`));
      else if (node && typeof node === "object") {
        const values = (node as { enum?: unknown }).enum;
        if (Array.isArray(values)) for (const value of values) if (!text.includes(JSON.stringify(value))) missing.push(`${where}: ${JSON.stringify(value)}`);
        for (const [key, child] of Object.entries(node)) walk(child, `${where}/${key}`);
      }
    };
    for (const file of await readdir(join(PROJECT_ROOT, "schemas"), { recursive: true })) {
      if (file.endsWith(".json")) walk(JSON.parse(await readFile(join(PROJECT_ROOT, "schemas", file), "utf8")), file);
    }
    expect(missing).toEqual([]);
  });
});

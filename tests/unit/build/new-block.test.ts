import { spawnSync } from "node:child_process";
import { cp, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { buildSite } from "../../../src/build/build-site";
import { copyProjectWithFixture } from "../../support/fixture-site";
import { tsx } from "../../support/run-tsx";
import { SPAWN_TIMEOUT } from "../pipeline/run-check";

/**
 * npm run gen:types, gen:cms and docs, in that order, as the newcomer runs them: the scripts themselves, in one
 * child process instead of three (each Node with tsx costs more to start than its script takes to run).
 */
const runGenerators = (root: string) => {
  const scripts = ["gen-types.ts", "gen-cms.ts", "gen-docs.ts"].map((script) => `await import("./scripts/${script}");`).join(" ");
  const [command, args] = tsx("--input-type=module", "--eval", scripts);
  const result = spawnSync(command, args, { cwd: root, encoding: "utf8" });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
};

/** Copies a folder, renaming every file and every word that names the old block after the new one. */
async function copyRenamed(from: string, to: string, rename: (text: string) => string): Promise<void> {
  await cp(from, to, { recursive: true });
  for (const name of await readdir(to)) {
    const text = await readFile(join(to, name), "utf8");
    await writeFile(join(to, name), rename(text));
    if (rename(name) !== name) await renameFile(join(to, name), join(to, rename(name)));
  }
}
const renameFile = rename;

describe("a block is its schema, its folder and one registry entry", () => {
  it(
    "a block copied from another under a new name, with its registry entry and the generators, is in the editor's menu and the catalogue and builds on a page",
    // The generators (one process) and a build: room for a 2-core machine running the browser tests beside it.
    { timeout: SPAWN_TIMEOUT * 8 },
    async () => {
      const root = await copyProjectWithFixture();
      onTestFinished(() => rm(root, { recursive: true, force: true }));
      // What a newcomer does: copy the cta block's schema and folder, and replace its name with the new one's.
      const toNew = (text: string) => text.replaceAll("cta", "chamada").replaceAll("Cta", "Chamada");
      const schema = JSON.parse(await readFile(join(root, "schemas/blocks/cta.schema.json"), "utf8"));
      const copy = JSON.parse(toNew(JSON.stringify(schema)));
      copy.title = "Chamada especial";
      await writeFile(join(root, "schemas/blocks/chamada.schema.json"), `${JSON.stringify(copy, null, 2)}\n`);
      await copyRenamed(join(root, "src/site/blocks/cta"), join(root, "src/site/blocks/chamada"), toNew);
      const registry = join(root, "src/site/blocks/registry.ts");
      const source = await readFile(registry, "utf8");
      await writeFile(
        registry,
        source
          .replace("import type { BlockDefinition", 'import { chamadaBlock } from "./chamada/chamada.block";\nimport type { BlockDefinition')
          .replace("  cta: ctaBlock,", "  cta: ctaBlock,\n  chamada: chamadaBlock,"),
      );
      const generated = runGenerators(root);
      expect(generated).toContain("Catálogo de blocos gerado");

      const pageSchema = await readFile(join(root, "schemas/page.schema.json"), "utf8");
      expect(pageSchema).toContain('{ "$ref": "blocks/chamada.schema.json" }');
      expect(await readFile(join(root, "site-content/BLOCOS.md"), "utf8")).toContain("## `chamada`");
      const config = await readFile(join(root, "src/editor/generated/decap-config.json"), "utf8");
      expect(config).toContain('"label": "Chamada especial"');

      // The new block on the home page, as its schema's example.
      const home = join(root, "site-content/pages/inicio.json");
      const page = JSON.parse(await readFile(home, "utf8"));
      const [example] = copy.examples as Record<string, unknown>[];
      page.sections.push({ ...example, id: "chamada-nova", heading: "Uma chamada de um bloco novo" });
      await writeFile(home, `${JSON.stringify(page, null, 2)}\n`);
      const outDir = join(root, "dist");
      await buildSite({ root, outDir, quiet: true });
      const html = await readFile(join(outDir, "index.html"), "utf8");
      expect(html).toContain('id="chamada-nova"');
      expect(html).toContain("Uma chamada de um bloco novo");
    },
  );
});

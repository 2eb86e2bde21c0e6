import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { buildSite, ContentRejected } from "../../../src/build/build-site";
import { GENERATED_TYPES_FILE } from "../../../src/engine/node/generate/generated-types-stamp";
import { BLOCK_CATALOGUE_FILE } from "../../../src/engine/node/generate/block-catalogue";
import { copyProjectWithFixture } from "../../support/fixture-site";
import { checkHere, SPAWN_TIMEOUT } from "../pipeline/run-check";

/** A copy of the project on the tests' own site: the edits below must find what they edit. */
async function fixtureProject(): Promise<string> {
  const root = await copyProjectWithFixture();
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  return root;
}

async function edit(root: string, file: string, change: (text: string) => string) {
  await writeFile(join(root, file), change(await readFile(join(root, file), "utf8")));
}

describe("npm run build refuses exactly what npm run check refuses", () => {
  // One refused build for both facts: the refusal still bundles (beside the output) before it is thrown away.
  it(
    "stale generated types, a stale block catalogue and bad content, with the same lines as the check, leaving what an earlier build published as it was and nothing of its own beside it",
    { timeout: SPAWN_TIMEOUT * 2 },
    async () => {
      const root = await fixtureProject();
      const outDir = join(root, "dist");
      await mkdir(outDir, { recursive: true });
      await writeFile(join(outDir, "index.html"), "<p>publicado antes</p>");
      await edit(root, GENERATED_TYPES_FILE, (text) => text.replace("export interface HeroBlock {", "export interface HeroBlock {\n  extra?: string;"));
      await edit(root, BLOCK_CATALOGUE_FILE, (text) => `${text}\nNota escrita à mão.\n`);
      await edit(root, "site-content/pages/inicio.json", (text) => text.replace('"title": "', '"title": 42, "x": "'));

      const error = await buildSite({ root, outDir, quiet: true }).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(ContentRejected);
      // Nothing written for a host to publish: the earlier build's folder holds exactly what it held.
      expect(await readdir(outDir)).toEqual(["index.html"]);
      expect(await readFile(join(outDir, "index.html"), "utf8")).toBe("<p>publicado antes</p>");
      expect((await readdir(root)).filter((name) => name.includes("dist"))).toEqual(["dist"]);

      const refused = (error as ContentRejected).lines;
      expect(refused).toContainEqual(expect.stringContaining(`${GENERATED_TYPES_FILE}:1:1 ${GENERATED_TYPES_FILE} foi editado à mão`));
      expect(refused).toContainEqual(expect.stringContaining(`${BLOCK_CATALOGUE_FILE}:1:1 ${BLOCK_CATALOGUE_FILE} está desatualizado`));
      expect(refused).toContainEqual(expect.stringMatching(/^site-content\/pages\/inicio\.json:\d+:\d+ /));

      const checked = await checkHere("--root", root);
      expect(checked.status).toBe(1);
      const checkLines = checked.stdout.split("\n").filter((line) => /^\S+:\d+:\d+ /.test(line) && !line.startsWith("aviso:"));
      expect(refused).toEqual(checkLines);
    },
  );
});

import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { CMS_CONFIG_FILE, renderCmsConfig } from "../../../src/editor/config/cms-config";
import { checkCmsConfig } from "../../../src/editor/node/cms-config-check";
import { copyFixtureContent, PROJECT_ROOT } from "../../support/fixture-site";
import { checkHere, SPAWN_TIMEOUT } from "../pipeline/run-check";

const RUN = "Rode: npm run gen:cms";
const STALE = `${CMS_CONFIG_FILE} está desatualizado em relação a schemas/ ou foi editado à mão (ele só muda pelos esquemas e por src/editor/config/). ${RUN}`;

/** schemas/, the tests' own content and a freshly generated editor config, where a test may change them. */
async function copyRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "mc-cms-"));
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  await cp(join(PROJECT_ROOT, "schemas"), join(root, "schemas"), { recursive: true });
  await copyFixtureContent(root);
  await mkdir(dirname(join(root, CMS_CONFIG_FILE)), { recursive: true });
  await writeFile(join(root, CMS_CONFIG_FILE), await renderCmsConfig(root));
  return root;
}

async function edit(root: string, file: string, change: (text: string) => string): Promise<void> {
  const path = join(root, file);
  const before = await readFile(path, "utf8");
  const after = change(before);
  expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
  await writeFile(path, after);
}

/** Any property's description in a block schema, read from the schema so the test never names today's wording. */
async function someDescription(root: string): Promise<{ file: string; text: string }> {
  const file = "schemas/page.schema.json";
  const schema = JSON.parse(await readFile(join(root, file), "utf8")) as { properties: Record<string, { description?: string }> };
  const text = Object.values(schema.properties).find((property) => typeof property.description === "string")?.description;
  if (!text) throw new Error("page.schema.json has no described property");
  return { file, text };
}

describe("npm run check knows when the editor config is stale (npm run gen:cms)", () => {
  it("the committed file is exactly what npm run gen:cms writes", async () => {
    expect(await readFile(join(PROJECT_ROOT, CMS_CONFIG_FILE), "utf8")).toBe(await renderCmsConfig(PROJECT_ROOT));
    expect(await checkCmsConfig(PROJECT_ROOT)).toBeUndefined();
  });

  it("a changed schema, a hand edit and a missing file are each reported, in pt-BR, with the command", async () => {
    const root = await copyRoot();
    expect(await checkCmsConfig(root)).toBeUndefined();

    const { file, text } = await someDescription(root);
    await edit(root, file, (schema) => schema.replace(JSON.stringify(text), JSON.stringify(`${text} Mais uma frase.`)));
    expect(await checkCmsConfig(root)).toMatchObject({ file: CMS_CONFIG_FILE, line: 1, column: 1, message: STALE });
    await writeFile(join(root, CMS_CONFIG_FILE), await renderCmsConfig(root));
    expect(await checkCmsConfig(root)).toBeUndefined();

    await edit(root, CMS_CONFIG_FILE, (config) => config.replace(/"label": "[^"]*"/, '"label": "Escrito à mão"'));
    expect(await checkCmsConfig(root)).toMatchObject({ message: STALE });

    await rm(join(root, CMS_CONFIG_FILE));
    expect(await checkCmsConfig(root)).toMatchObject({ message: `${CMS_CONFIG_FILE} não existe. ${RUN}` });
  });

  it("a schema the generator cannot map is a message, not a crash", async () => {
    const root = await copyRoot();
    const file = "schemas/page.schema.json";
    const schema = JSON.parse(await readFile(join(root, file), "utf8")) as { properties: Record<string, unknown> };
    schema.properties.odd = { description: "Um valor de dois tipos.", type: ["string", "number"] };
    await writeFile(join(root, file), JSON.stringify(schema));
    const problem = await checkCmsConfig(root);
    expect(problem?.message).toMatch(
      /^não foi possível gerar src\/editor\/generated\/decap-config\.json: .*page\.schema\.json#\/properties\/odd: .* e rode: npm run gen:cms$/,
    );
  });

  it("npm run check fails on a stale file and names the command", { timeout: SPAWN_TIMEOUT }, async () => {
    const root = await copyRoot();
    await edit(root, CMS_CONFIG_FILE, (config) => `${config.trimEnd()} \n`);
    const { status, stdout } = await checkHere("--root", root);
    expect(status).toBe(1);
    expect(stdout).toContain(`${CMS_CONFIG_FILE}:1:1 ${STALE}`);
  });
});

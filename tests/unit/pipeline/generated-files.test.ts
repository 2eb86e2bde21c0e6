import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isProjectRoot, PROJECT_ROOT as CHECKED_PROJECT } from "../../../src/build/check-project";
import { renderGeneratedTypes } from "../../../src/engine/node/generate/generate-types";
import { checkGeneratedTypes } from "../../../src/engine/node/generate/generated-types-check";
import { GENERATED_TYPES_FILE } from "../../../src/engine/node/generate/generated-types-stamp";
import { createFixture, PROJECT_ROOT, type Fixture } from "./fixture";
import { checkHere, SPAWN_TIMEOUT } from "./run-check";

const RUN = "Rode: npm run gen:types";
const messageOf = async (fixture: Fixture) => (await checkGeneratedTypes(fixture.root))?.message;

/** A content fixture that also carries freshly generated types, as a project does. */
async function fixtureWithTypes(): Promise<Fixture> {
  const fixture = await createFixture();
  await cp(join(PROJECT_ROOT, "src/types/generated"), join(fixture.root, "src/types/generated"), { recursive: true });
  await fixture.write(GENERATED_TYPES_FILE, await renderGeneratedTypes(fixture.root));
  return fixture;
}

describe("generated types stay in step with schemas/ (checked by their stamp, without regenerating)", () => {
  it("the committed file is exactly what npm run gen:types writes", { timeout: 60_000 }, async () => {
    expect(await readFile(join(PROJECT_ROOT, GENERATED_TYPES_FILE), "utf8")).toBe(await renderGeneratedTypes(PROJECT_ROOT));
  });

  it("a fresh file passes; a hand edit, a schema edit, a generator change or a lost stamp do not", { timeout: 60_000 }, async () => {
    const fixture = await fixtureWithTypes();
    expect(await checkGeneratedTypes(fixture.root)).toBeUndefined();
    const fresh = await fixture.read(GENERATED_TYPES_FILE);

    await fixture.write(GENERATED_TYPES_FILE, fresh.replace("export interface HeroBlock {", "export interface HeroBlock {\n  extra?: string;"));
    expect(await messageOf(fixture)).toBe(
      `${GENERATED_TYPES_FILE} foi editado à mão, mas ele só pode mudar pelos esquemas: faça a mudança em schemas/. ${RUN}`,
    );

    await fixture.write(GENERATED_TYPES_FILE, fresh);
    await fixture.edit("schemas/blocks/hero.schema.json", `"Frase logo abaixo do título."`, `"Frase abaixo do título."`);
    expect(await messageOf(fixture)).toBe(`${GENERATED_TYPES_FILE} está desatualizado em relação a schemas/. ${RUN}`);
    await fixture.edit("schemas/blocks/hero.schema.json", `"Frase abaixo do título."`, `"Frase logo abaixo do título."`);
    expect(await checkGeneratedTypes(fixture.root)).toBeUndefined();

    // As if json-schema-to-typescript, prettier or generate-types.ts had changed since the file was written.
    await fixture.write(GENERATED_TYPES_FILE, fresh.replace(/generator=[0-9a-f]{64}/, `generator=${"0".repeat(64)}`));
    expect(await messageOf(fixture)).toBe(`${GENERATED_TYPES_FILE} está desatualizado em relação a schemas/. ${RUN}`);

    await fixture.write(GENERATED_TYPES_FILE, fresh.slice(fresh.indexOf("\n") + 1));
    expect(await messageOf(fixture)).toMatch(/não tem a primeira linha "\/\/ @generated \.\.\."/);
  });
});

describe("a project must carry its generated files", () => {
  it("recognises this project however its path is written, and a copy by its package.json", async () => {
    expect(isProjectRoot(CHECKED_PROJECT)).toBe(true);
    expect(isProjectRoot(CHECKED_PROJECT.replace(/\/$/, ""))).toBe(true);
    const fixture = await createFixture();
    expect(isProjectRoot(fixture.root)).toBe(false);
    await writeFile(join(fixture.root, "package.json"), "{}");
    expect(isProjectRoot(fixture.root)).toBe(true);
  });

  it("a deleted types file and a deleted block catalogue each fail npm run check, in one run", { timeout: SPAWN_TIMEOUT }, async () => {
    const fixture = await fixtureWithTypes();
    await writeFile(join(fixture.root, "package.json"), "{}");
    await fixture.remove(GENERATED_TYPES_FILE);
    await fixture.remove("site-content/BLOCOS.md");
    const { status, stdout } = await checkHere("--root", fixture.root);
    expect(status).toBe(1);
    expect(stdout).toContain(`${GENERATED_TYPES_FILE}:1:1 ${GENERATED_TYPES_FILE} não existe. ${RUN}`);
    expect(stdout).toContain("site-content/BLOCOS.md:1:1 site-content/BLOCOS.md não existe. Rode: npm run docs");
  });
});

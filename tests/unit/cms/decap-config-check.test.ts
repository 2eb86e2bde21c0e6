// @vitest-environment jsdom
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildDecapConfigValidation } from "../../../src/editor/node/decap-config-validation";
import type { SavingEditor } from "../../../src/editor/shared/editor-settings";
import { PROJECT_ROOT } from "../../support/fixture-site";

/**
 * Decap checks its configuration when it starts, with ajv compiled in the browser; the editor's bundle leaves
 * that check out (its policy has no 'unsafe-eval': src/editor/node/decap-trimmings.ts), so Decap's own
 * validateConfig runs here instead, on the configuration each kind of editor starts with.
 */
type Validate = (config: unknown) => void;
type Configure = (settings: SavingEditor) => Record<string, unknown> & { collections: Record<string, unknown>[] };

const LOCAL = { mode: "local", proxyUrl: "http://127.0.0.1:8081/api/v1", contentFolder: "site-content" } as const;
const HOSTED = { mode: "github", repo: "igreja/site", branch: "main", authUrl: "https://entrar.example.org" } as const;
const PUBLIC_REPO = { ...HOSTED, authScope: "public_repo", siteUrl: "https://igreja.example.org" } as const;

let workDir: string;
let validateConfig: Validate;
let editorConfig: Configure;

beforeAll(async () => {
  await mkdir(join(PROJECT_ROOT, ".cache"), { recursive: true });
  workDir = await mkdtemp(join(PROJECT_ROOT, ".cache", "decap-config-check-"));
  const file = await buildDecapConfigValidation(PROJECT_ROOT, workDir);
  ({ validateConfig } = (await import(/* @vite-ignore */ file)) as { validateConfig: Validate });
  // The configuration function takes the editor's settings as an argument.
  ({ editorConfig } = (await import("../../../src/editor/shared/editor-settings")) as unknown as { editorConfig: Configure });
}, 120_000);

afterAll(() => rm(workDir, { recursive: true, force: true }));

describe("Decap's own check of the configuration, run at test time instead of in the browser", () => {
  it.each([
    ["`npm run editor`", LOCAL],
    ["the published editor", HOSTED],
    ["the published editor of a public repository, on its own origin", PUBLIC_REPO],
  ] as const)("accepts the configuration %s starts with", (_name, settings) => {
    expect(() => validateConfig(editorConfig(settings))).not.toThrow();
  });

  it("asks Decap for the narrower token when the repository is public", () => {
    expect(editorConfig(PUBLIC_REPO).backend).toMatchObject({ name: "github", auth_scope: "public_repo" });
    expect(editorConfig(HOSTED).backend).not.toHaveProperty("auth_scope");
  });

  it("refuses what Decap would refuse, with Decap's message", () => {
    // Decap also prints what it refuses; the message it throws is what counts here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const config = editorConfig(LOCAL);
    const [first, ...rest] = config.collections;
    const withFields = (fields: object[]) => ({ ...config, collections: [{ ...first, fields }, ...rest] });
    // A widget's own option (the number widget's schema), and one of Decap's core (a missing backend).
    expect(() => validateConfig(withFields([{ name: "ano", label: "Ano", widget: "number", step: "um" }]))).toThrow(/step/);
    expect(() => validateConfig(withFields([{ name: "dia", label: "Dia", widget: "select", options: "segunda" }]))).toThrow(/options/);
    expect(() => validateConfig({ ...config, backend: undefined })).toThrow(/backend/);
  });
});

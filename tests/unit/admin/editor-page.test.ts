import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EDITOR_SETTINGS_ELEMENT, type EditorPageSettings } from "../../../src/editor/shared/editor-page-settings";
import type { EditorSettings } from "../../../src/editor/shared/editor-settings";
import { previewBase, writeEditorSettings } from "../../../src/editor/node/editor-page";
import { PROJECT_ROOT } from "../../support/fixture-site";

let adminDir: string;
beforeEach(async () => {
  adminDir = await mkdtemp(join(PROJECT_ROOT, ".cache", "editor-page-"));
  // The editor's page as written in src/editor/app/: the build keeps its settings element as it is.
  await copyFile(join(PROJECT_ROOT, "src/editor/app/index.html"), join(adminDir, "index.html"));
});
afterEach(() => rm(adminDir, { recursive: true, force: true }));

/** The page as a browser parses it. */
const parsedPage = async () => new JSDOM(await readFile(join(adminDir, "index.html"), "utf8")).window.document;
/** What the editor's page-settings.ts reads from it. */
const settingsRead = async () => JSON.parse((await parsedPage()).getElementById(EDITOR_SETTINGS_ELEMENT)?.textContent ?? "") as EditorPageSettings;
/** Its script elements, by type. */
const scriptsOf = async () => [...(await parsedPage()).scripts].map((script) => script.type || "text/javascript");

const github: EditorSettings = { mode: "github", repo: "igreja/site", branch: "main", authScope: "public_repo" };

describe("the editor's settings, written into its built page", () => {
  it("are read back by the page as written, with the site's base for the previews", async () => {
    await writeEditorSettings(adminDir, github, "/monte-calvario/");
    expect(await settingsRead()).toEqual({ settings: github, siteBase: "/monte-calvario" });
  });

  it("replace the settings of the copy they were copied from", async () => {
    await writeEditorSettings(adminDir, github, "/");
    const local: EditorSettings = { mode: "local", proxyUrl: "http://127.0.0.1:8081/api/v1", contentFolder: "site-content" };
    await writeEditorSettings(adminDir, local, "/");
    expect(await settingsRead()).toEqual({ settings: local, siteBase: "" });
  });

  it("cannot close their element, whatever a value holds", async () => {
    const hostile: EditorSettings = { mode: "github", repo: "a/b", branch: "</script><script>alert(1)</script>" };
    const before = await scriptsOf();
    await writeEditorSettings(adminDir, hostile, "/");
    expect((await settingsRead()).settings).toEqual(hostile);
    expect(await scriptsOf()).toEqual(before);
  });

  it("are refused by a page that has no place for them", async () => {
    await writeFile(join(adminDir, "index.html"), "<!doctype html><title>x</title>");
    await expect(writeEditorSettings(adminDir, github, "/")).rejects.toThrow(`no #${EDITOR_SETTINGS_ELEMENT} element`);
  });
});

describe("where the previews find the site", () => {
  it("at its base beside the editor, or at its address when the editor has an origin of its own", () => {
    expect(previewBase({ mode: "unconfigured" }, "/")).toBe("");
    expect(previewBase(github, "/repo/")).toBe("/repo");
    expect(previewBase({ ...github, siteUrl: "https://igreja.org.br/" }, "/")).toBe("https://igreja.org.br");
  });
});

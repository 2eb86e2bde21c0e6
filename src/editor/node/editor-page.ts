import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { EDITOR_SETTINGS_ELEMENT, type EditorPageSettings } from "../shared/editor-page-settings";
import type { EditorSettings } from "../shared/editor-settings";

/** The element of src/editor/app/index.html that the settings are written into, whatever it holds now. */
const SETTINGS_ELEMENT = new RegExp(`(<script type="application/json" id="${EDITOR_SETTINGS_ELEMENT}">)[^<]*(</script>)`);

/**
 * Where the editor's previews find the site: at its base beside the editor, at its address when the published editor
 * has an origin of its own.
 */
export function previewBase(settings: EditorSettings, siteBase: string): string {
  const base = settings.mode === "github" && settings.siteUrl ? settings.siteUrl : siteBase;
  return base.replace(/\/+$/, "");
}

/**
 * Writes how this copy of the editor saves into its built page (`<adminDir>/index.html`): the editor's code is the same
 * for every kind of copy, so it is built once and each copy differs only in this element. As JSON inside a script
 * element that is never run (the editor's policy allows no inline script), with `<` escaped so no value can close it.
 */
export async function writeEditorSettings(adminDir: string, settings: EditorSettings, siteBase: string): Promise<void> {
  const file = join(adminDir, "index.html");
  const page = await readFile(file, "utf8");
  if (!SETTINGS_ELEMENT.test(page)) throw new Error(`${file}: no #${EDITOR_SETTINGS_ELEMENT} element to write the editor's settings into`);
  const written: EditorPageSettings = { settings, siteBase: previewBase(settings, siteBase) };
  const json = JSON.stringify(written).replaceAll("<", "\\u003c");
  await writeFile(
    file,
    page.replace(SETTINGS_ELEMENT, (_, open: string, close: string) => `${open}${json}${close}`),
  );
}

/**
 * A copy of an editor already built (its page and its code, `<built>/index.html` and `<built>/assets/`), for another
 * copy that differs only in its settings: what a build published, without building it again.
 */
export async function copyEditorBuild(built: string, adminDir: string): Promise<void> {
  await rm(adminDir, { recursive: true, force: true });
  await mkdir(adminDir, { recursive: true });
  await cp(join(built, "index.html"), join(adminDir, "index.html"));
  await cp(join(built, "assets"), join(adminDir, "assets"), { recursive: true });
}

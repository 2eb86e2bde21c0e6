import { describe, expect, it } from "vitest";
import en from "decap-cms-locales/dist/esm/en/index.js";
import { EDITOR_LOCALE } from "../../../src/editor/app/editor-locale";

type Phrases = { [key: string]: string | Phrases };

/** Every phrase by its key ("editor.editorWidgets.list.addType"). */
function phrases(tree: Phrases, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") found.set(`${prefix}${key}`, value);
    else for (const [inner, phrase] of phrases(value, `${prefix}${key}.`)) found.set(inner, phrase);
  }
  return found;
}

const placeholders = (phrase: string) => [...phrase.matchAll(/%\{(\w+)\}/g)].map(([, name]) => name).sort();

describe("the editor speaks Portuguese", () => {
  const english = phrases(en);
  const portuguese = phrases(EDITOR_LOCALE);

  it("has every phrase Decap has in English, so none shows in English (or as its key)", () => {
    expect([...english.keys()].filter((key) => !portuguese.has(key))).toEqual([]);
  });

  it("fills in the same blanks as the English phrase", () => {
    const differing = [...english].filter(
      ([key, phrase]) => portuguese.has(key) && placeholders(portuguese.get(key) ?? "").join() !== placeholders(phrase).join(),
    );
    expect(differing).toEqual([]);
  });
});

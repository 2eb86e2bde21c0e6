import type { RenderedPage } from "../site/entry-server";
import { EMOTION_KEY } from "../site/islands/emotion-cache";
import { ISLAND_HTML } from "./island-html";

/*
 * Emotion names each class after a hash of its styles ("mc-1cc7bv7"): letters no compressor can shrink, written
 * in the style tag's list of names, in the CSS and in the HTML. On a page of 150 classes they were about 0.6 KB
 * of the compressed page, the difference between a page that arrives in the first round trip (14.6 KB with the
 * response's headers, TCP's first window) and one that needs a second.
 *
 * Outside islands no code in the browser renders these elements again, so each page gets short names ("c0",
 * "c1"…) in the order its CSS first uses them. An island's classes keep Emotion's names and stay in the list:
 * the island's code computes the same names when it hydrates, and the list tells the browser's Emotion that
 * their rules are already in the page.
 */

const CLASS_PREFIX = `${EMOTION_KEY}-`;
const STYLE_TAG = new RegExp(`<style data-emotion="${EMOTION_KEY} ([^"]*)">([\\s\\S]*?)</style>`);
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;

function classTokens(html: string): string[] {
  return [...html.matchAll(CLASS_ATTRIBUTE)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean));
}

function emotionIdsIn(html: string): Set<string> {
  const ids = classTokens(html)
    .filter((token) => token.startsWith(CLASS_PREFIX))
    .map((token) => token.slice(CLASS_PREFIX.length));
  return new Set(ids);
}

/** The page's one <style> of class rules, as written: its opening tag and its CSS (first-screen.ts splits it). */
export interface ClassRules {
  tag: string;
  opening: string;
  css: string;
}

/** The page with Emotion's classes outside islands renamed short, in its HTML and its CSS alike. */
export function shortenClassNames(page: RenderedPage): RenderedPage & { classRules?: ClassRules } {
  const styleTag = STYLE_TAG.exec(page.styleTags);
  if (!styleTag) return page;
  const ids = styleTag[1]!.split(" ").filter(Boolean);
  const islandIds = new Set([...page.html.matchAll(ISLAND_HTML)].flatMap((island) => [...emotionIdsIn(island[1]!)]));
  const taken = new Set(classTokens(page.html));
  const shortName = new Map<string, string>();
  let counter = 0;
  for (const id of ids) {
    if (islandIds.has(id)) continue;
    let name: string;
    do name = `c${(counter++).toString(36)}`;
    while (taken.has(name));
    shortName.set(id, name);
  }
  const rename = (token: string) => (token.startsWith(CLASS_PREFIX) && shortName.get(token.slice(CLASS_PREFIX.length))) || token;
  const css = styleTag[2]!.replace(new RegExp(`\\.${CLASS_PREFIX}([\\w-]+)`, "g"), (selector, id: string) =>
    shortName.has(id) ? `.${shortName.get(id)}` : selector,
  );
  const kept = ids.filter((id) => islandIds.has(id));
  // Without a name left to hydrate, the browser's Emotion has nothing to read in the list: a bare <style> does.
  const opening = kept.length ? `<style data-emotion="${EMOTION_KEY} ${kept.join(" ")}">` : "<style>";
  const html = page.html.replace(CLASS_ATTRIBUTE, (_attribute, value: string) => `class="${value.split(" ").map(rename).join(" ")}"`);
  const tag = `${opening}${css}</style>`;
  return { html, styleTags: page.styleTags.replace(styleTag[0], () => tag), classRules: { tag, opening, css } };
}

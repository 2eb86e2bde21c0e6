/*
 * What the first screen needs, first. A page's compressed HTML should fit TCP's first window (14.6 KB with the
 * response's headers); a busy page (an agenda with a month of events) cannot without losing content. Then the
 * window must at least hold the first screen: the head, the header and the page's first section, with the CSS they
 * use. So the build writes the CSS of everything below the first section in a <style> right after it, and the
 * structured data (JSON-LD) after <main>: a browser paints the first screen from the first window and the rest
 * arrives while it does. `npm run bench` prints both figures per route.
 */

const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Elements whose text is not markup: a "<" inside them opens no tag. */
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);

/** Where the first element inside <main> ends (the offset after its end tag), or -1 when there is none. */
export function firstSectionEnd(html: string): number {
  const main = /<main\b[^>]*>/.exec(html);
  if (!main) return -1;
  const tag = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;
  tag.lastIndex = main.index + main[0].length;
  let depth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [whole, closing, rawName, selfClosing] = match;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (closing) {
      depth -= 1;
      if (depth === 0) return match.index + whole.length;
      if (depth < 0) return -1;
      continue;
    }
    if (VOID_ELEMENTS.has(name) || selfClosing) {
      if (depth === 0) return match.index + whole.length;
      continue;
    }
    if (RAW_TEXT.has(name)) {
      const end = html.indexOf(`</${name}`, tag.lastIndex);
      if (end < 0) return -1;
      tag.lastIndex = end;
    }
    depth += 1;
  }
  return -1;
}

/** A stylesheet's top-level rules ("a{…}", "@media …{…}"), quotes respected. */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | undefined;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  return rest ? [...rules, rest] : rules;
}

const classesIn = (html: string) => new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? "").split(/\s+/)));

/**
 * The page's short-named CSS (`css`, short-class-names.ts) split where the first screen ends: the rules a class of
 * `firstScreen` uses (and any rule that names no such class, an island's or a global one, to be safe) stay in the
 * head; the others go under it. Rules keep their order within each part, which is the order Emotion wrote them in,
 * the order the page first uses them.
 */
export function splitCss(css: string, firstScreen: string): { head: string; below: string } {
  const used = classesIn(firstScreen);
  const head: string[] = [];
  const below: string[] = [];
  for (const rule of topLevelRules(css)) {
    const names = [...rule.matchAll(/\.(c[0-9a-z]+)(?![\w-])/g)].map((match) => match[1] ?? "");
    const belowOnly = names.length > 0 && names.every((name) => !used.has(name)) && !/\.mc-/.test(rule);
    (belowOnly ? below : head).push(rule);
  }
  return { head: head.join(""), below: below.join("") };
}

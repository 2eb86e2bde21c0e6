import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileAllCached, MARKDOWN_FILES, markdownCacheKey, markdownFingerprint } from "../../../src/engine/node/markdown-cache";
import { compileMarkdown } from "../../../src/engine/core/posts/markdown-compile";
import { excerptAt, locateInMarkdown } from "../../../src/engine/core/posts/markdown-positions";
import { sanitizePostHtml } from "../../../src/engine/node/sanitize-on-jsdom";

const SRC_DIR = join(import.meta.dirname, "../../../src");
/** Where the body stage's files live: the core (compiler, policy, rules) and the Node side (caches, positions). */
const BODY_DIRS = ["engine/core/posts", "engine/node"];
const SITE = { siteOrigin: "https://www.montecalvario.org.br" };
// Inside the project, so the copy resolves marked from the same node_modules.
const scratch = join(import.meta.dirname, "../../../.cache/test-markdown");

afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Each place the sanitiser reported in the compiled HTML, found in the Markdown: what, and the words there. */
function removalsIn(markdown: string): { what: string; offset: number; excerpt: string }[] {
  const compiled = compileMarkdown(markdown);
  return sanitizePostHtml(compiled.html, SITE).removed.map(({ what, at }) => ({ what, ...locateInMarkdown(markdown, compiled, at) }));
}

describe("compiling a Markdown body", () => {
  it("is deterministic, reads Windows line endings the same, and maps every block back to its Markdown", () => {
    const markdown = "## Título\n\n> Citação\n\nTexto com **negrito**.\n\n- um\n- dois\n\n<p>HTML</p>\n";
    const compiled = compileMarkdown(markdown);
    expect(compileMarkdown(markdown)).toEqual(compiled);
    expect(compileMarkdown(markdown.replace(/\n/g, "\r\n"))).toEqual(compiled);
    expect(compiled.html).toBe(
      "<h2>Título</h2>\n<blockquote>\n<p>Citação</p>\n</blockquote>\n<p>Texto com <strong>negrito</strong>.</p>\n<ul>\n<li>um</li>\n<li>dois</li>\n</ul>\n<p>HTML</p>\n",
    );
    expect(compiled.blocks.map((block) => markdown.slice(block.markdown, block.markdown + block.length))).toEqual([
      "## Título",
      "> Citação",
      "Texto com **negrito**.",
      "- um\n- dois",
      "<p>HTML</p>\n",
    ]);
    expect(compiled.blocks.map((block) => block.verbatim)).toEqual([false, false, false, false, true]);
  });

  it("passes raw HTML on to the sanitiser, and keeps a task-list box as the text the editor wrote (never a form field)", () => {
    expect(compileMarkdown("Oi <script>alert(1)</script>").html).toContain("<script>alert(1)</script>");
    const hostile = '<script>alert(1)</script>\n\nTchau <img src="/images/x.jpg" alt="x" onerror="alert(1)"> e [clique](javascript:alert(1)).\n';
    const cleaned = sanitizePostHtml(compileMarkdown(hostile).html, SITE).html;
    expect(cleaned).toBe('<p>Tchau <img src="/images/x.jpg" alt="x"> e <a>clique</a>.</p>');
    const tasks = compileMarkdown("- [ ] orar\n- [x] jejuar\n").html;
    expect(tasks).toBe("<ul>\n<li>[ ] orar</li>\n<li>[x] jejuar</li>\n</ul>\n");
    expect(sanitizePostHtml(tasks, SITE).removed).toEqual([]);
  });
});

describe("a place in the compiled HTML, found in the Markdown", () => {
  it("is exact inside a block of raw HTML", () => {
    const markdown = 'Primeiro parágrafo.\n\n<div>\n<p onclick="x()">Oi</p>\n<script>alert(1)</script>\n</div>\n';
    expect(removalsIn(markdown)).toEqual([
      { what: "atributo onclick em <p>", offset: markdown.indexOf("onclick"), excerpt: '<p onclick="x()">Oi</p>' },
      { what: "<script>", offset: markdown.indexOf("<script>"), excerpt: "<script>alert(1)</script>" },
    ]);
  });

  it("finds a link's address where it is written: in the item, the second of two, or at a reference's definition", () => {
    const markdown = "- um\n- [a](javascript:a()) e [b](javascript:a())\n\nVeja [isto][ref].\n\n[ref]: javascript:b()\n";
    const found = removalsIn(markdown);
    expect(found.map((place) => place.what)).toEqual(["atributo href em <a>", "atributo href em <a>", "atributo href em <a>"]);
    expect(found.map((place) => place.offset)).toEqual([
      markdown.indexOf("javascript:a()"),
      markdown.lastIndexOf("javascript:a()"),
      markdown.indexOf("javascript:b()"),
    ]);
    expect(found[2]?.excerpt).toBe("[ref]: javascript:b()");
  });

  it("quotes a long line from a few words before the place, and cuts it short", () => {
    const line = `${"palavra ".repeat(20)}ALVO ${"depois ".repeat(20)}`;
    const excerpt = excerptAt(line, line.indexOf("ALVO"));
    expect(excerpt.startsWith("…palavra")).toBe(true);
    expect(excerpt).toContain("ALVO");
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerptAt("curta\nsegunda linha", 8)).toBe("segunda linha");
  });
});

/** The fingerprint as computed by a copy of the compiler whose `file` got `edit`. */
async function fingerprintAfter(file: string, edit: (text: string) => string): Promise<string> {
  await mkdir(scratch, { recursive: true });
  const copy = await mkdtemp(join(scratch, "copy-"));
  // The engine with the shared layers it imports, so every relative import of the copy resolves inside it.
  for (const part of ["engine", "lib", "types"]) await cp(join(SRC_DIR, part), join(copy, part), { recursive: true });
  await writeFile(join(copy, file), edit(await readFile(join(copy, file), "utf8")));
  const module = (await import(join(copy, "engine/node/markdown-cache.ts"))) as typeof import("../../../src/engine/node/markdown-cache");
  return module.markdownFingerprint();
}

describe("the compiled-Markdown cache", () => {
  it("is keyed by the compiler itself: an unchanged copy agrees, a changed option does not", async () => {
    const current = await markdownFingerprint();
    expect(await fingerprintAfter("engine/core/posts/markdown-compile.ts", (text) => text)).toBe(current);
    expect(await fingerprintAfter("engine/core/posts/markdown-compile.ts", (text) => text.replace("breaks: false", "breaks: true"))).not.toBe(current);
  });

  it("covers every module the compiler runs (they all match MARKDOWN_FILES)", async () => {
    const names = (await Promise.all(BODY_DIRS.map(async (dir) => (await readdir(join(SRC_DIR, dir))).map((name) => join(dir, name))))).flat();
    for (const name of names.filter((path) => MARKDOWN_FILES.test(path.split("/").at(-1) ?? ""))) {
      const source = await readFile(join(SRC_DIR, name), "utf8");
      // Types shape no output; package-version.ts only reads the versions the fingerprint records, and
      // body-cache-file.ts stores results by the key given.
      for (const [, target] of source.matchAll(/^import (?!type )[^;]*from "\.{1,2}\/(?:[^"]*\/)?([^"/]+)"/gm)) {
        if (target !== "package-version" && target !== "body-cache-file") expect(`${target}.ts`, `${name} importa ${target}`).toMatch(MARKDOWN_FILES);
      }
    }
  });

  it("changes with the text, not with its line endings", async () => {
    const key = await markdownCacheKey("a\nb");
    expect(await markdownCacheKey("a\r\nb")).toBe(key);
    expect(await markdownCacheKey("a\nc")).not.toBe(key);
  });

  it("serves a stored result without compiling again, and compiles what it has not seen", async () => {
    const root = await mkdtemp(join(tmpdir(), "mc-markdown-cache-"));
    try {
      const file = join(root, "markdown.ndjson");
      const [first] = await compileAllCached(file, ["**oi**"]);
      expect(first?.html).toBe("<p><strong>oi</strong></p>\n");
      await writeFile(file, `${await markdownCacheKey("**oi**")} ${JSON.stringify({ ...first, html: "<p>do cache</p>" })}\n`);
      const [cached, fresh] = await compileAllCached(file, ["**oi**", "*tchau*"]);
      expect([cached?.html, fresh?.html]).toEqual(["<p>do cache</p>", "<p><em>tchau</em></p>\n"]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

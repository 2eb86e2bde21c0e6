import { distance } from "fastest-levenshtein";
import { describe, expect, it } from "vitest";
import { foldText } from "../../../src/lib/text";
import type { ContentFile } from "../../../src/engine/core/kinds/content-kind";
import { POSTS_KIND } from "../../../src/engine/core/kinds/posts-kind";
import type { ContentNote } from "../../../src/engine/core/kinds/types";
import { parseJsonSource, problemAt, type ParsedJson } from "../../../src/engine/core/read/json-source";
import { nearDuplicateNotes } from "../../../src/engine/core/rules/near-duplicates";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { createFixture, positionOf } from "./fixture";

const POST = "site-content/posts/2026-01-algo-novo-esta-brotando.json";

describe("free-text values shared by several files", () => {
  it("warns where a category or an author is spelt a little differently, naming the usual spelling", async () => {
    const fixture = await createFixture();
    const text = await fixture.read(POST);
    const post = JSON.parse(text) as { category: string; author: string };
    const looseCategory = post.category.normalize("NFD").replace(/\p{M}/gu, "");
    await fixture.edit(POST, `"category": "${post.category}"`, `"category": "${looseCategory}"`);
    await fixture.edit(POST, `"author": "${post.author}"`, `"author": "${post.author.toUpperCase()}"`);
    const result = await loadSiteContent(fixture.root);
    expect(result.ok).toBe(true);
    const edited = await fixture.read(POST);
    const mine = result.notes.filter((note) => note.file === POST);
    expect(mine).toContainEqual(
      expect.objectContaining({
        ...positionOf(edited, `"${looseCategory}"`),
        message: expect.stringMatching(new RegExp(`^/category: categoria "${looseCategory}" parece "${post.category}", usada em site-content/posts/`)),
      }),
    );
    // With one file on each side, the file later in name order is the one warned.
    const authors = result.notes.filter((note) => note.message.startsWith("/author: "));
    expect(authors).toHaveLength(1);
    expect(authors[0]?.message).toMatch(
      new RegExp(`^/author: autor "(${post.author}|${post.author.toUpperCase()})" parece "(${post.author}|${post.author.toUpperCase()})"`),
    );
  });

  it("leaves really different values alone", async () => {
    const fixture = await createFixture();
    const post = JSON.parse(await fixture.read(POST)) as { category: string };
    await fixture.edit(POST, `"category": "${post.category}"`, `"category": "Estudos Bíblicos"`);
    const result = await loadSiteContent(fixture.root);
    expect(result.notes.filter((note) => note.file === POST)).toEqual([]);
  });
});

/** The comparison as it was, every file against every other: the notes today must be exactly these. */
function notesBefore(files: readonly ContentFile[]): ContentNote[] {
  const looksAlike = (a: string, b: string) => {
    const x = foldText(a).replace(/\s+/g, " ").trim();
    const y = foldText(b).replace(/\s+/g, " ").trim();
    return x === y || distance(x, y) <= Math.max(1, Math.floor(Math.min(x.length, y.length) / 8));
  };
  const notes: ContentNote[] = [];
  for (const { field, what } of [
    { field: "category", what: "categoria" },
    { field: "author", what: "autor" },
  ]) {
    const uses = files.flatMap((file) => {
      const value = (file.json.value as Record<string, unknown>)[field];
      return typeof value === "string" ? [{ file, value }] : [];
    });
    const count = (value: string) => uses.filter((use) => use.value === value).length;
    for (const use of uses) {
      const usual = uses.find((other) => other.value !== use.value && looksAlike(other.value, use.value) && count(other.value) >= count(use.value));
      if (!usual || (count(usual.value) === count(use.value) && usual.file.file > use.file.file)) continue;
      const at = problemAt(use.file.json, `/${field}`, "value", "");
      const message = `/${field}: ${what} "${use.value}" parece "${usual.value}", usada em ${usual.file.file}. Se é a mesma, escreva igual (com os mesmos acentos e maiúsculas); senão o site mostra as duas como diferentes`;
      notes.push({ file: at.file, line: at.line, column: at.column, message });
    }
  }
  return notes;
}

const CATEGORIES = [
  "Mês Profético",
  "Mes Profetico",
  "mês profético",
  "Mês  Profético",
  "Mês Profétic",
  "Estudos",
  "Estudo",
  "Estudos Bíblicos",
  "Família",
  "Familia",
  "Oração",
  "Louvor",
  "Louvores",
];
const AUTHORS = ["Pastor Daniel Ferreira", "Pastor Daniel Ferreria", "PASTOR DANIEL FERREIRA", "Pra. Ana Souza", "Pra Ana Souza", "Equipe", "Equipes", "Ana"];

/** Posts in a made-up order of names, each with a category and an author drawn from look-alike spellings. */
function postFiles(seed: number, count: number): ContentFile[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  // Some spellings common, others rare, so counts differ and sometimes tie.
  const pick = (list: string[]) => list[Math.floor(next() ** 2 * list.length)] as string;
  return Array.from({ length: count }, (_, i) => {
    const file = `site-content/posts/${String(Math.floor(next() * 1000)).padStart(3, "0")}-${i}.json`;
    const text = JSON.stringify({ id: i + 1, title: `Artigo ${i}`, category: pick(CATEGORIES), author: pick(AUTHORS) }, null, 2);
    return { kind: POSTS_KIND, name: file, file, json: parseJsonSource(file, text).json as ParsedJson };
  });
}

describe("near duplicates among many files", () => {
  it("gives exactly the notes the file-by-file comparison gave, ties and the order of files included", () => {
    let compared = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const files = postFiles(seed, 5 + (seed % 7) * 6);
      const notes = nearDuplicateNotes(files);
      expect(notes, `semente ${seed}`).toEqual(notesBefore(files));
      compared += notes.length;
    }
    expect(compared).toBeGreaterThan(100);
  });
});

import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bodyCacheFile, cachedInFile } from "../../../src/engine/node/body-cache-file";

const scratch = await mkdtemp(join(tmpdir(), "mc-body-cache-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));

const key = (name: string) => name.padEnd(64, "0");

/** A compute step that records which bodies it was asked for. */
function recorder(values: string[]) {
  const asked: number[][] = [];
  return { asked, compute: async (missing: number[]) => (asked.push(missing), missing.map((i) => ({ text: values[i] }))) };
}

/** The keys the file holds, in order. */
async function storedKeys(file: string): Promise<string[]> {
  return (await readFile(file, "utf8"))
    .split("\n")
    .filter(Boolean)
    .map((line) => line.slice(0, 64));
}

describe("one cache file for every post body of a content folder", () => {
  it("computes each missing key once, at its first body, and answers in the order asked", async () => {
    const file = join(scratch, "order.ndjson");
    const values = ["a", "b", "a", "c"];
    const first = recorder(values);
    const keys = [key("a"), key("b"), key("a"), key("c")];
    expect(await cachedInFile(file, keys, first.compute)).toEqual(values.map((text) => ({ text })));
    expect(first.asked).toEqual([[0, 1, 3]]);
    expect(await storedKeys(file)).toEqual([key("a"), key("b"), key("c")]);
  });

  it("leaves the file alone when a run finds every entry and uses them all", async () => {
    const file = join(scratch, "warm.ndjson");
    const keys = [key("a"), key("b")];
    await cachedInFile(file, keys, recorder(["a", "b"]).compute);
    await writeFile(file, (await readFile(file, "utf8")).replace('"a"', '"de antes"'));
    const before = await stat(file);
    const again = recorder(["a", "b"]);
    expect(await cachedInFile(file, keys, again.compute)).toEqual([{ text: "de antes" }, { text: "b" }]);
    expect(again.asked).toEqual([]);
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
  });

  it("keeps only the entries of the last run: an edited or deleted post's old result goes", async () => {
    const file = join(scratch, "prune.ndjson");
    await cachedInFile(file, [key("a"), key("b"), key("c")], recorder(["a", "b", "c"]).compute);
    const edited = recorder(["a", "d"]);
    await cachedInFile(file, [key("a"), key("d")], edited.compute);
    expect(edited.asked).toEqual([[1]]);
    expect(await storedKeys(file)).toEqual([key("a"), key("d")]);
  });

  it("computes a damaged entry again and writes it back whole", async () => {
    const file = join(scratch, "damaged.ndjson");
    await writeFile(file, `${key("a")} {"text":"a"}\n${key("b")} {"text":\n`);
    const run = recorder(["a", "b"]);
    expect(await cachedInFile(file, [key("a"), key("b")], run.compute)).toEqual([{ text: "a" }, { text: "b" }]);
    expect(run.asked).toEqual([[1]]);
    expect(await readFile(file, "utf8")).toBe(`${key("a")} {"text":"a"}\n${key("b")} {"text":"b"}\n`);
  });

  it("is one file per content folder and step", () => {
    const files = [
      bodyCacheFile("/p", "sanitized", "site-content"),
      bodyCacheFile("/p", "markdown", "site-content"),
      bodyCacheFile("/p", "sanitized", "tests/fixtures/site-content"),
    ];
    expect(new Set(files).size).toBe(3);
    expect(files.every((file) => file.startsWith("/p/.cache/post-bodies/"))).toBe(true);
  });
});

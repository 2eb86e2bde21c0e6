import { symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, MAX_DEPTH, MAX_JSON_BYTES } from "../../../src/engine/core/read/content-limits";
import { createFixture, TEST_PAGE, TEST_PAGE_FILE } from "./fixture";
import { checkHere, SPAWN_TIMEOUT, STACK_TRACE } from "./run-check";

const POST_BODY = "site-content/posts/2026-01-algo-novo-esta-brotando.html";

describe("content is files inside the project, of a sane size and shape", () => {
  it("refuses a symlink anywhere in the content folder, naming it", async () => {
    const fixture = await createFixture();
    await symlink("/etc/passwd", join(fixture.root, "site-content/static/passwd.txt"));
    await symlink(join(fixture.root, TEST_PAGE_FILE), join(fixture.root, "site-content/pages/atalho.json"));
    const problems = await fixture.newProblems();
    const links = problems.filter((problem) => problem.message.startsWith("é um atalho (link simbólico)"));
    expect(links.map((problem) => problem.file).sort()).toEqual(["site-content/pages/atalho.json", "site-content/static/passwd.txt"]);
  });

  it("refuses 10,000 nested brackets before parsing, at file:line:col, without a crash", { timeout: SPAWN_TIMEOUT }, async () => {
    const fixture = await createFixture();
    await fixture.write(TEST_PAGE_FILE, TEST_PAGE.replace('"sections": [', `"junk": ${"[".repeat(10_000)}${"]".repeat(10_000)},\n  "sections": [`));
    const [problem, ...rest] = await fixture.newProblems();
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: TEST_PAGE_FILE, line: 5, message: expect.stringContaining(`mais de ${MAX_DEPTH} níveis`) });
    const { stdout, stderr, status } = await checkHere("--root", fixture.root);
    expect(status).toBe(1);
    expect(stdout).toContain(`${TEST_PAGE_FILE}:5:`);
    expect(stdout + stderr).not.toMatch(STACK_TRACE);
  });

  it("refuses a content file and a post body over the size limit, naming the limit, without reading them", async () => {
    const fixture = await createFixture();
    await fixture.write(TEST_PAGE_FILE, TEST_PAGE.replace('"title": "Olá"', `"title": "Olá", "x": "${"a".repeat(MAX_JSON_BYTES)}"`));
    await writeFile(join(fixture.root, POST_BODY), `<p>${"b".repeat(MAX_BODY_BYTES)}</p>`);
    const problems = await fixture.newProblems();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: TEST_PAGE_FILE,
          line: 1,
          column: 1,
          message: expect.stringMatching(/^arquivo grande demais: tem 2,01 MB, e o limite é 2 MB/),
        }),
      ]),
    );
    // A body is read only once the JSON files pass: on its own, the body's own limit.
    const other = await createFixture();
    await writeFile(join(other.root, POST_BODY), `<p>${"b".repeat(MAX_BODY_BYTES)}</p>`);
    expect(await other.newProblems()).toEqual([
      expect.objectContaining({ file: POST_BODY, message: expect.stringMatching(/^arquivo grande demais: .* o limite é 1 MB/) }),
    ]);
  });
});

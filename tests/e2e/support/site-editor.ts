import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { expect, type ConsoleMessage, type Locator, type Page } from "@playwright/test";
import { FIELD_OUTCOME_ATTRIBUTE, type FieldOutcome } from "../../../src/lib/edit-links";
import { startStaticServer } from "../../../src/build/serve/static-server";
import { runCheckCommand } from "../../../src/build/check-command";
import { copyContentFolder, keepingContentFolder } from "../../support/content-copy";
import { FIXTURE_CONTENT, PROJECT_ROOT } from "../../support/fixture-site";
import { freePort } from "../../support/free-port";
import { tsx } from "../../support/run-tsx";
import { DIST_DIR } from "./host-requests";

export interface EditorUnderTest {
  url: string;
  /** The copy of the fixture content it edits, inside the project (its "$schema" paths must resolve). */
  contentDir: string;
  /**
   * Puts the copy back as the fixture is: the next test edits the tests' own content, not what an earlier one saved.
   * Nothing of the content is held between requests by the running editor (decap-server, the editor's data, the
   * entries' checks all read the files when asked), so a reset copy is a fresh editor to the next page that loads it.
   */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The editor the run's build published (E2E_DIST's admin/), when the run says that build was made from this very code
 * (E2E_EDITOR_FROM_DIST, set by npm test, whose first step builds it): the editors the tests start copy it and write
 * their own settings into its page, as `npm run editor -- --from-build` does, instead of building the same code again
 * (seconds of CPU each). Without it, as when a spec is run alone after a change, each builds its own.
 */
export function runBuiltEditor(): string | undefined {
  if (!process.env.E2E_EDITOR_FROM_DIST) return undefined;
  const built = join(DIST_DIR, "admin");
  if (!existsSync(join(built, "index.html"))) throw new Error(`E2E_EDITOR_FROM_DIST: ${DIST_DIR} was built without its editor (admin/)`);
  return built;
}

/**
 * `npm run editor` as an editor runs it (the real decap-server, writing files), on a fresh copy of
 * tests/fixtures/site-content: the tests read what they expect from that copy, never from site-content/.
 * `port`: where it answers (a free one when not given); `siteUrl`: the site is on another origin (--site-url).
 */
export async function startEditorOnFixture(name: string, { port, siteUrl }: { port?: number; siteUrl?: string } = {}): Promise<EditorUnderTest> {
  const workDir = join(PROJECT_ROOT, ".cache", name);
  const contentDir = join(workDir, "site-content");
  const copyFixture = async () => {
    await rm(contentDir, { recursive: true, force: true });
    await copyContentFolder(FIXTURE_CONTENT, contentDir, PROJECT_ROOT);
  };
  await rm(workDir, { recursive: true, force: true });
  await copyFixture();
  const backendPort = await freePort();
  port ??= await freePort();
  const built = runBuiltEditor();
  const args = [
    ...["--content", contentDir, "--port", String(port), "--backend-port", String(backendPort)],
    ...(siteUrl ? ["--site-url", siteUrl] : []),
    ...(built ? ["--from-build", built] : []),
  ];
  // Its own process group, so stopping it stops decap-server too.
  const child: ChildProcess = spawn(...tsx("scripts/editor.ts", ...args), { cwd: PROJECT_ROOT, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run editor did not start:\n${output}`)), 150_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Editor do site aberto")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`npm run editor stopped (${code}):\n${output}`)));
  });
  child.removeAllListeners("exit");
  return {
    url: `http://127.0.0.1:${port}/admin/`,
    contentDir,
    reset: copyFixture,
    async stop() {
      if (child.pid) await stopGroup(child.pid);
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops a process group (the editor and its decap-server) and waits until every process in it has gone, so nothing is
 * still writing in the folder removed next; one that ignores SIGTERM for 10 s is killed.
 */
async function stopGroup(pid: number): Promise<void> {
  if (!groupAlive(pid)) return;
  process.kill(-pid, "SIGTERM");
  const killAt = Date.now() + 10_000;
  while (groupAlive(pid)) {
    if (Date.now() > killAt) process.kill(-pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Closes a server a test has finished with, now: `server.close()` alone waits for every connection with a request
 * in flight, and Node keeps serving the next requests on such a connection, so a browser page still on the site
 * (a prerender the speculation rules start when the pointer rests on a link, pictures, fonts) held the close for as
 * long as it kept asking. The test no longer wants any answer: its connections are closed with it.
 */
function closeNow(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return closed;
}

export const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, "utf8"));

/**
 * `npm run check` on the edited copy (`--fix`: and every file written in the project's format): its exit code and
 * what it printed. In this process: the command the script runs (runCheckCommand, src/build/check-command.ts) with
 * the same arguments, instead of a Node and tsx started for each check (seconds of CPU each). What the script adds
 * around it (its exit on a crash, a usage error) is proved by the check's own tests (tests/unit/pipeline/check-cli*).
 */
export async function checkContent(contentDir: string, ...flags: "--fix"[]): Promise<{ status: number; output: string }> {
  const lines: string[] = [];
  const { log, error } = console;
  const print = (...parts: unknown[]) => void lines.push(parts.join(" "));
  console.log = print;
  console.error = print;
  try {
    // --content points every later read of this process at the copy: put it back for the next test in this worker.
    const status = await keepingContentFolder(() => runCheckCommand(["--content", contentDir, ...flags]));
    return { status, output: lines.join("\n") };
  } finally {
    console.log = log;
    console.error = error;
  }
}

/**
 * The editor is done opening the field a pencil named (however long its form took to build: the editor waits for it
 * without a limit, so the test waits for its mark within the test's own time, src/lib/edit-links.ts), and it opened.
 */
export async function expectOpeningEnded(page: Page, what: string): Promise<void> {
  const done = page.locator(`html[${FIELD_OUTCOME_ATTRIBUTE}]:not([${FIELD_OUTCOME_ATTRIBUTE}="abrindo"])`);
  // An editor whose script did not load (a request that failed, an error thrown) stays blank for good and never marks
  // its page: that fails the test at once, naming what broke, instead of at the end of its time. The specs that open
  // a field expect no console error at all, so this ends no test that would have passed.
  let stop = () => {};
  const broken = new Promise<never>((_, reject) => {
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === "error") reject(new Error(`${what}: the editor's page logged an error: ${message.text()} ${message.location().url}`));
    };
    const onPageError = (error: Error) => reject(new Error(`${what}: the editor's page threw: ${error.message}`));
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    stop = () => {
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
    };
  });
  // Handled here too, so an error that comes after the mark is not an unhandled rejection.
  broken.catch(() => undefined);
  try {
    await Promise.race([expect(done, what).toBeAttached({ timeout: 0 }), broken]);
  } finally {
    stop();
  }
  expect(await done.getAttribute(FIELD_OUTCOME_ATTRIBUTE), what).toBe("aberto" satisfies FieldOutcome);
}

/** Opens an entry (or a new one) and passes Decap's local sign-in (a button, no password). */
export async function openInEditor(page: Page, editorUrl: string, hash: string): Promise<void> {
  await page.goto(`${editorUrl}#/collections/${hash}`);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** The box Decap draws the field a message is in (its label, its control, its hint): the nearest around it. */
export const fieldBoxOf = (inside: Locator): Locator => inside.locator('xpath=ancestor::div[contains(@class, "-ControlContainer")][1]');

/** The page's sections, in the form's order (nested lists inside a section are not counted). */
export const sectionItems = (page: Page): Locator => page.locator("[class*=SortableListItem]:has(> label[for^='sections-field'])");

/** Drags an item of a sortable list by its handle to just above another, with the mouse, as an editor does. */
export async function dragAbove(page: Page, item: Locator, target: Locator): Promise<void> {
  const handle = item.locator('> div > [aria-roledescription="sortable"]');
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.locator('> div > [aria-roledescription="sortable"]').boundingBox();
  if (!from || !to) throw new Error("the list items have no drag handle on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the 4 px Decap waits for before a press becomes a drag, then over the target.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y - 10, { steps: 20 });
  await page.mouse.up();
}

/**
 * Decap's phrase keys shown as they are ("editor.editorWidgets.markdown.bold"), in a text, a label or a tooltip:
 * what Decap shows for a phrase none of the locales the editor registers has.
 */
export function phraseKeysShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const key = /^(app|auth|collection|editor|mediaLibrary|ui|workflow)\.[\w.]+$/;
    return [...document.querySelectorAll("*")].flatMap((element) =>
      [
        element.getAttribute("aria-label"),
        element.getAttribute("title"),
        element.getAttribute("placeholder"),
        element.childElementCount === 0 ? element.textContent?.trim() : null,
      ].filter((text): text is string => typeof text === "string" && key.test(text)),
    );
  });
}

/** "Publicar" → "Publicar agora": with the local backend, the file is written at once. */
export async function publishNow(page: Page): Promise<void> {
  await page.getByText("Publicar", { exact: true }).click();
  await page.getByRole("menuitem", { name: "Publicar agora" }).click();
}

/** `npm run build` of the edited copy (without the editor), served as a static host would. */
export async function buildAndServe(contentDir: string): Promise<{ url: string; close(): Promise<void> }> {
  const outDir = join(contentDir, "..", "dist");
  const build = spawnSync(...tsx("scripts/build.ts", "--content", contentDir, "--out", outDir, "--no-editor"), { cwd: PROJECT_ROOT, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
  const server = await startStaticServer({ distDir: outDir, port: 0 });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => closeNow(server),
  };
}

/**
 * The built site at `siteUrl` with its /admin/ answered by the running editor, on one origin of this machine, as a host
 * serves both: what a pencil on the site opens (site-editor-pencils.spec.ts). A server in between, not the browser's
 * request routing, so the editor talks to its local backend as it does at its own address.
 */
export async function siteWithEditor(siteUrl: string, editorUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const site = new URL(siteUrl).origin;
  const admin = new URL(editorUrl).origin;
  const skipped = new Set(["content-encoding", "content-length", "transfer-encoding", "connection"]);
  // Once more when the connection fails: a kept-alive socket the server behind has just closed fails the request that
  // was sent on it, and a lost script would leave the editor blank (every request here is a GET for a file).
  const forward = (url: string, method: string | undefined, accept: string, retries = 1): Promise<Response> =>
    fetch(url, { method, redirect: "manual", headers: { accept } }).catch((error: unknown) =>
      retries > 0 ? forward(url, method, accept, retries - 1) : Promise.reject(error),
    );
  const server = createServer((request, response) => {
    const origin = request.url?.startsWith("/admin/") ? admin : site;
    forward(`${origin}${request.url ?? "/"}`, request.method, request.headers.accept ?? "*/*")
      .then(async (answer) => {
        response.writeHead(answer.status, Object.fromEntries([...answer.headers].filter(([name]) => !skipped.has(name))));
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch((error: unknown) => {
        response.writeHead(502);
        response.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => closeNow(server),
  };
}

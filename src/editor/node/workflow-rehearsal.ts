import { spawnSync } from "node:child_process";
import { cp, mkdir, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { repointSchemaReferences } from "../../engine/node/schema-reference-depth";
import { startEditor, type RunningEditor } from "./start-editor";

/**
 * The hosted editorial workflow (a branch per entry, the statuses, "Publicar" merging the branch) rehearsed on this
 * machine, for the LEIA-ME's pictures of it (scripts/editor-workflow-screenshots.ts): decap-server's git mode on a
 * throwaway repository laid out like the project (schemas/ and site-content/ committed on `main`; src/ and
 * node_modules/ linked, ignored), and the editor built with `publish_mode: editorial_workflow`. decap-server checks
 * branches out in that repository, so it is always a new one of its own, never the project's.
 */
export async function startWorkflowRehearsal({
  root,
  dir,
  content,
  port,
  backendPort,
  builtEditor,
}: {
  /** The project. */
  root: string;
  /** Where the throwaway repository is made (emptied first). */
  dir: string;
  /** The content folder copied into it as its site-content/. */
  content: string;
  port: number;
  backendPort: number;
  /** The `admin/` of a build of this code, served instead of building the editor again (start-editor.ts). */
  builtEditor?: string;
}): Promise<RunningEditor> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await cp(join(root, "schemas"), join(dir, "schemas"), { recursive: true });
  await cp(content, join(dir, "site-content"), { recursive: true });
  await repointSchemaReferences(join(dir, "site-content"), dir);
  await symlink(join(root, "src"), join(dir, "src"), "dir");
  await symlink(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  await writeFile(join(dir, ".gitignore"), "/src\n/node_modules\n/.cache\n");
  const git = (...args: string[]) => rehearsalGit(dir, ...args);
  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.name", "Editor do site (ensaio)");
  git("config", "user.email", "ensaio@localhost");
  git("add", "--all");
  git("commit", "--quiet", "--message", "O site como está publicado");
  // While it runs, this process reads and checks the rehearsal's content (the editor's data is read at each request).
  const previous = process.env.SITE_CONTENT;
  const restore = () => {
    if (previous === undefined) delete process.env.SITE_CONTENT;
    else process.env.SITE_CONTENT = previous;
  };
  process.env.SITE_CONTENT = join(dir, "site-content");
  const editor = await startEditor({ root: dir, port, backendPort, editorialWorkflow: true, builtEditor }).catch((error: unknown) => {
    restore();
    throw error;
  });
  return {
    url: editor.url,
    async close() {
      await editor.close();
      restore();
    },
  };
}

/** `git` in the rehearsal's repository: what it printed, trimmed (a branch's file, the branches, the log). */
export function rehearsalGit(dir: string, ...args: string[]): string {
  const result = spawnSync("git", args, { cwd: dir, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
}

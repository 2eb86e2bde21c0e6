import { cp, mkdir, mkdtemp, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const COPIED = ["index.html", "vite.config.ts", "tsconfig.json", "package.json", "schemas", "site-content", "src", "scripts"];

/**
 * A throwaway copy of the project (sharing node_modules and the image cache) where tests and the
 * benchmark change content without touching the real site-content/. `content: false` leaves the
 * editors' content out, for a copy that gets other content (the tests' own site) instead.
 */
export async function copyProject(projectRoot: string, files: Record<string, string> = {}, options: { content?: boolean } = {}): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "mc-site-"));
  const copied = options.content === false ? COPIED.filter((entry) => entry !== "site-content") : COPIED;
  for (const entry of copied) await cp(join(projectRoot, entry), join(root, entry), { recursive: true });
  await symlink(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  // Encoded image variants are keyed by content, so the project's cache is safe to share.
  await mkdir(join(projectRoot, ".cache", "images"), { recursive: true });
  await mkdir(join(root, ".cache"), { recursive: true });
  await symlink(join(projectRoot, ".cache", "images"), join(root, ".cache", "images"), "dir");
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
  return root;
}

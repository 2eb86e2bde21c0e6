import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** The file name of the sede (the church with "headquarters": true) in a content folder: where its service times are edited. */
export async function sedeSlug(content: string): Promise<string> {
  for (const name of (await readdir(join(content, "churches"))).filter((file) => file.endsWith(".json")).sort()) {
    const church = JSON.parse(await readFile(join(content, "churches", name), "utf8")) as { headquarters?: unknown };
    if (church.headquarters === true) return name.replace(/\.json$/, "");
  }
  throw new Error(`${content}/churches/ não tem a sede ("headquarters": true)`);
}

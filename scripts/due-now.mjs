// The hourly scheduled build's question (.github/workflows/scheduled-build.yml): did a "Publicar em" fall due, or an
// event end, in the last --window minutes (90 by default: the workflow runs each hour, and GitHub may start it
// late)? It prints what, and writes due=true|false to $GITHUB_OUTPUT in a workflow.
//
// Plain JavaScript on purpose: Node runs it with nothing installed (the workflow checks out only the content's JSON,
// this file and src/lib/due-time.mjs, the rule the engine reads dates by), so an hour with nothing due costs seconds.
import { appendFile, readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { dueLine, dueMoments } from "../src/lib/due-time.mjs";

const USAGE = "uso: node scripts/due-now.mjs [--window <minutos>] [--content <pasta de conteúdo>]";
let options;
try {
  options = parseArgs({ options: { window: { type: "string" }, content: { type: "string" }, help: { type: "boolean" } } }).values;
} catch (error) {
  console.error(`${error.message.replace(/^Unknown option/, "Opção desconhecida")}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const minutes = Number(options.window ?? 90);
if (!Number.isInteger(minutes) || minutes <= 0) {
  console.error(`--window precisa de um número inteiro de minutos (ex.: 90), não "${options.window}"`);
  process.exit(2);
}

const root = fileURLToPath(new URL("..", import.meta.url));
const folder = relative(root, resolve(options.content ?? process.env.SITE_CONTENT ?? join(root, "site-content")))
  .split("\\")
  .join("/");
// SOURCE_DATE_EPOCH pins "now", as it does for the build (src/build/build-stamp.ts).
const epoch = Number(process.env.SOURCE_DATE_EPOCH);
const now = Number.isFinite(epoch) && epoch > 0 ? epoch * 1000 : Date.now();

// Every JSON file of the content folder; symlinks are not content (the check refuses them), and a file that does not
// parse is left to the check, which names its line: the build would refuse it anyway.
let entries;
try {
  entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
} catch {
  console.error(`A pasta de conteúdo ${folder}/ não existe.`);
  process.exit(2);
}
const files = [];
for (const entry of entries) {
  if (!entry.isFile() || !entry.name.endsWith(".json")) continue;
  const file = relative(root, join(entry.parentPath, entry.name)).split("\\").join("/");
  try {
    files.push({ file, value: JSON.parse(await readFile(join(root, file), "utf8")) });
  } catch {
    console.warn(`${file}: não deu para ler o JSON (npm run check diz onde está o erro); as datas dele ficam de fora.`);
  }
}

const due = dueMoments(files, folder, now, minutes);
console.log(due.length === 0 ? `Nada marcado para os últimos ${minutes} minutos.` : due.map(dueLine).join("\n"));
if (process.env.GITHUB_OUTPUT) await appendFile(process.env.GITHUB_OUTPUT, `due=${due.length > 0}\n`);

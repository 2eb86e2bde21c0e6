import { appendFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { buildStamp } from "../src/build/build-stamp";
import { readCommandOptions } from "../src/engine/node/command-options";
import { useContentFolder } from "../src/engine/node/content-folder";
import { dueEntries, dueLine } from "../src/engine/node/due-entries";

// The scheduled build's question (.github/workflows/scheduled-build.yml): did any "Publicar em" fall due in the last
// --window minutes (90 by default: the workflow runs each hour, and GitHub may start it late)? It prints what, and
// writes due=true|false to $GITHUB_OUTPUT when run in a workflow.
const { values } = readCommandOptions("uso: npx tsx scripts/due-now.ts [--window <minutos>] [--content <pasta de conteúdo>]", {
  window: { type: "string" },
  content: { type: "string" },
});
useContentFolder(values.content);
const minutes = Number(values.window ?? 90);
if (!Number.isInteger(minutes) || minutes <= 0) {
  console.error(`--window precisa de um número inteiro de minutos (ex.: 90), não "${values.window}"`);
  process.exit(2);
}
const root = fileURLToPath(new URL("..", import.meta.url));
const due = await dueEntries(root, buildStamp(), minutes);
console.log(due.length === 0 ? `Nada marcado para os últimos ${minutes} minutos.` : due.map(dueLine).join("\n"));
if (process.env.GITHUB_OUTPUT) await appendFile(process.env.GITHUB_OUTPUT, `due=${due.length > 0}\n`);

import { resolve } from "node:path";
import { buildStamp } from "../src/build/build-stamp";
import { checkProject, PROJECT_ROOT } from "../src/build/check-project";
import { useContentFolder } from "../src/engine/node/content-folder";
import { CONTENT_KINDS } from "../src/engine/core/kinds/content-kinds";
import { formatContentFiles } from "../src/engine/node/format-content-files";
import { formatNote, formatNoteGithub, formatProblem, formatProblemGithub } from "../src/engine/core/format/format-problem";
import type { ContentProblem, SiteContent } from "../src/engine/core/kinds/types";
import { reportResourcesOnExit } from "../src/build/bench/resource-report";

reportResourcesOnExit();

const USAGE = "uso: npm run check -- [--fix] [--root <pasta>] [--content <pasta de conteúdo>] [--format human|github]";

interface Options {
  root: string;
  format: "human" | "github";
  /** Rewrite the content files in the editor's format before checking. */
  fix: boolean;
}

class UsageError extends Error {}

function parseArgs(args: string[]): Options {
  const options: Options = { root: PROJECT_ROOT, format: "human", fix: false };
  for (let i = 0; i < args.length; i += 1) {
    const raw = args[i] ?? "";
    if (raw === "--fix") {
      options.fix = true;
      continue;
    }
    const [flag, inline] = raw.split(/=(.*)/s, 2);
    const value = inline ?? args[++i];
    if (flag === "--root" && value) options.root = resolve(value);
    else if (flag === "--content" && value) useContentFolder(value);
    else if (flag === "--format" && (value === "human" || value === "github")) options.format = value;
    else throw new UsageError(`opção inválida "${raw}". ${USAGE}`);
  }
  return options;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function successLine(content: SiteContent, ms: number): string {
  const counts = CONTENT_KINDS.map((kind) => ({ kind, count: kind.count(content) }));
  const parts = counts.map(({ kind, count }) => plural(count, kind.label.one, kind.label.many));
  // The participle agrees with the last noun, as in "1 site, 2 páginas verificadas".
  const checked = counts.at(-1)?.kind.label.feminine ? "verificadas" : "verificados";
  return `Conteúdo OK: ${parts.join(", ")} ${checked} em ${Math.round(ms)} ms.`;
}

function failureLine(problems: ContentProblem[]): string {
  const files = new Set(problems.map((problem) => problem.file)).size;
  const found = problems.length === 1 ? "encontrado" : "encontrados";
  return `${plural(problems.length, "problema", "problemas")} ${found} em ${plural(files, "arquivo", "arquivos")}. Corrija e rode npm run check de novo.`;
}

async function main(): Promise<number> {
  const started = performance.now();
  const options = parseArgs(process.argv.slice(2));
  const github = options.format === "github";
  if (options.fix) {
    const rewritten = await formatContentFiles(options.root);
    for (const file of rewritten) console.log(`formatado: ${file}`);
  }
  // Today (or SOURCE_DATE_EPOCH), as a build now would read it: events already over get a warning.
  const result = await checkProject(options.root, { now: buildStamp() });
  for (const note of result.notes) console.log(github ? formatNoteGithub(note) : formatNote(note));
  if (!result.ok) {
    for (const problem of result.problems) console.log(github ? formatProblemGithub(problem) : formatProblem(problem));
    console.log(`\n${failureLine(result.problems)}`);
    return 1;
  }
  console.log(successLine(result.content, performance.now() - started));
  return 0;
}

// An editor must never face a stack trace: anything unexpected becomes one pt-BR line and exit code 2.
function crash(error: unknown): never {
  const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
  const prefix = error instanceof UsageError ? "" : "erro inesperado ao verificar o conteúdo: ";
  console.error(`${prefix}${reason}`);
  process.exit(2);
}

process.on("uncaughtException", crash);
process.on("unhandledRejection", crash);
main().then((code) => process.exit(code), crash);

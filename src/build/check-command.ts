import { resolve } from "node:path";
import { buildStamp } from "./build-stamp";
import { checkProject, PROJECT_ROOT } from "./check-project";
import { parseCommandOptions, UsageError } from "../engine/node/command-options";
import { useContentFolder } from "../engine/node/content-folder";
import { CONTENT_KINDS } from "../engine/core/kinds/content-kinds";
import { formatContentFiles } from "../engine/node/format-content-files";
import { formatNote, formatNoteGithub, formatProblem, formatProblemGithub } from "../engine/core/format/format-problem";
import type { ContentProblem, SiteContent } from "../engine/core/kinds/types";

const USAGE = "uso: npm run check -- [--fix] [--root <pasta>] [--content <pasta de conteúdo>] [--format human|github]";

interface Options {
  root: string;
  format: "human" | "github";
  /** Rewrite the content files in the editor's format before checking. */
  fix: boolean;
  /** Print the usage, and nothing else. */
  help: boolean;
}

function readOptions(args: string[]): Options {
  const { values, help } = parseCommandOptions(
    USAGE,
    { fix: { type: "boolean" }, root: { type: "string" }, content: { type: "string" }, format: { type: "string" } },
    { args },
  );
  const format = values.format ?? "human";
  if (format !== "human" && format !== "github") throw new UsageError(`a opção "--format" aceita human ou github, não "${format}". ${USAGE}`);
  if (values.content !== undefined) useContentFolder(values.content);
  return { root: values.root === undefined ? PROJECT_ROOT : resolve(values.root), format, fix: values.fix ?? false, help };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function successLine(content: SiteContent, ms: number): string {
  const counts = CONTENT_KINDS.map((kind) => ({ kind, count: kind.count(content) }));
  const parts = counts.map(({ kind, count }) => plural(count, kind.label.one, kind.label.many));
  // Nouns of both genders take the masculine participle ("2 páginas, 9 artigos, 5 pessoas verificados").
  const checked = counts.every(({ kind }) => kind.label.feminine) ? "verificadas" : "verificados";
  return `Conteúdo OK: ${parts.join(", ")} ${checked} em ${Math.round(ms)} ms.`;
}

function failureLine(problems: ContentProblem[]): string {
  const files = new Set(problems.map((problem) => problem.file)).size;
  const found = problems.length === 1 ? "encontrado" : "encontrados";
  return `${plural(problems.length, "problema", "problemas")} ${found} em ${plural(files, "arquivo", "arquivos")}. Corrija e rode npm run check de novo.`;
}

/** `npm run check`: the content check with its pt-BR report; the exit code (0 accepted, 1 refused). */
export async function runCheckCommand(args: string[]): Promise<number> {
  const started = performance.now();
  const options = readOptions(args);
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
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

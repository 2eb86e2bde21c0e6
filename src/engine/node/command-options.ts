import { parseArgs, type ParseArgsConfig } from "node:util";
import { didYouMean } from "../core/read/suggest";

type OptionsConfig = NonNullable<ParseArgsConfig["options"]>;

/**
 * A command's options read as node:util's parseArgs reads them, except that a mistyped or incomplete option is
 * answered in Portuguese with the command's usage and exit code 2, never with a stack trace: editors run
 * `npm run build` and `npm run editor` by hand too. `--help` prints the usage.
 */
export function readCommandOptions<const Options extends OptionsConfig>(
  usage: string,
  options: Options,
  args: string[] = process.argv.slice(2),
  allowPositionals = false,
) {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    const problem = usageProblem(error, Object.keys(options));
    if (problem === undefined) throw error;
    console.error(`${problem} ${usage}`);
    process.exit(2);
  }
}

/** What was wrong with the options, in Portuguese, from parseArgs' error (its message names the option); undefined for any other error. */
export function usageProblem(error: unknown, known: string[]): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string" || !code.startsWith("ERR_PARSE_ARGS_")) return undefined;
  const message = error instanceof Error ? error.message : "";
  const given = /'(-[^'\s]*)/.exec(message)?.[1] ?? /'([^']+)'/.exec(message)?.[1] ?? "";
  const flags = known.map((name) => `--${name}`);
  switch (code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `opção desconhecida "${given}". ${didYouMean(given, flags)}`.trimEnd();
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return /does not take/.test(message) ? `a opção "${given}" não leva valor.` : `a opção "${given}" precisa de um valor.`;
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return `argumento inesperado "${given}".`;
    default:
      return "opções inválidas.";
  }
}

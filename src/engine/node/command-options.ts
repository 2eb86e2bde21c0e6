import { distance } from "fastest-levenshtein";
import { parseArgs, type ParseArgsConfig } from "node:util";

type OptionsConfig = NonNullable<ParseArgsConfig["options"]>;

interface ReadOptions {
  /** The arguments to read: the command line's by default. */
  args?: string[];
  /** Whether arguments that are not options (paths, for the screenshots) are expected. */
  positionals?: boolean;
}

/** A wrong option or argument: its message (with the command's usage) is the whole answer, without a stack trace. */
export class UsageError extends Error {}

/**
 * A command's options read as node:util's parseArgs reads them, plus `--help` (`-h`), with a mistyped or incomplete
 * option thrown as a UsageError whose message says, in Portuguese, what was wrong, followed by the usage.
 */
export function parseCommandOptions<const Options extends OptionsConfig>(
  usage: string,
  options: Options,
  { args = process.argv.slice(2), positionals = false }: ReadOptions = {},
) {
  try {
    const read = parseArgs({ args, options: { ...options, help: { type: "boolean", short: "h" } }, allowPositionals: positionals, strict: true });
    return { ...read, help: (read.values as { help?: boolean }).help === true };
  } catch (error) {
    const problem = usageProblem(error, Object.keys(options));
    throw problem === undefined ? error : new UsageError(`${problem} ${usage}`);
  }
}

/**
 * parseCommandOptions for a script: a wrong option is answered on stderr with exit code 2, never with a stack trace
 * (editors run `npm run build` and `npm run editor` by hand too), and `--help` prints the usage and exits.
 */
export function readCommandOptions<const Options extends OptionsConfig>(usage: string, options: Options, readOptions: ReadOptions = {}) {
  try {
    const read = parseCommandOptions(usage, options, readOptions);
    if (read.help) {
      console.log(usage);
      process.exit(0);
    }
    return read;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

/** A whole number given as an option (`--runs 3`), from `min` to `max`, or the command stops and says so. */
export function readWholeNumber(value: string | undefined, fallback: number, flag: string, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  const problem = wholeNumberProblem(value, fallback, flag, min, max);
  if (problem === undefined) return Number(value ?? fallback);
  console.error(problem);
  process.exit(2);
}

/** What is wrong with a whole number given as an option, in Portuguese; undefined when it is right. */
export function wholeNumberProblem(value: string | undefined, fallback: number, flag: string, min = 1, max = Number.MAX_SAFE_INTEGER): string | undefined {
  const number = Number(value ?? fallback);
  if (value?.trim() !== "" && Number.isInteger(number) && number >= min && number <= max) return undefined;
  const range = max === Number.MAX_SAFE_INTEGER ? `a partir de ${min}` : `entre ${min} e ${max}`;
  return `${flag}: escreva um número inteiro ${range}, não "${value}" (ex.: ${flag} ${fallback})`;
}

/** A port given as an option (`--port 5174`). */
export const readPort = (value: string | undefined, fallback: number, flag: string): number => readWholeNumber(value, fallback, flag, 1, 65535);

/**
 * The option an unknown one was probably meant to be (`--contnet` → `--content`), or undefined. Stricter than the
 * check's suggestions for content: option names are short, so the same first letter and at most one edit in three
 * letters, or `--root` would be taken for `--out`; two letters swapped (`--prot`) count as one slip.
 */
function meantOption(given: string, known: readonly string[]): string | undefined {
  const bare = given.replace(/^-+/, "").toLowerCase();
  const scored = known
    .filter((name) => name[0]?.toLowerCase() === bare[0])
    .map((name) => ({ name, edits: distance(bare, name.toLowerCase()) }))
    .filter(({ name, edits }) => edits > 0 && (edits <= Math.floor(Math.max(bare.length, name.length) / 3) || (edits === 2 && sameLetters(bare, name))))
    .sort((a, b) => a.edits - b.edits);
  return scored[0] && `--${scored[0].name}`;
}

const sameLetters = (a: string, b: string) => [...a].sort().join("") === [...b.toLowerCase()].sort().join("");

/** What was wrong with the options, in Portuguese, from parseArgs' error (its message names the option); undefined for any other error. */
export function usageProblem(error: unknown, known: readonly string[]): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string" || !code.startsWith("ERR_PARSE_ARGS_")) return undefined;
  const message = error instanceof Error ? error.message : "";
  const given = /'(-[^'\s]*)/.exec(message)?.[1] ?? /'([^']+)'/.exec(message)?.[1] ?? "";
  switch (code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return unknownOption(given, known);
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return /does not take/.test(message) ? `a opção "${given}" não aceita valor.` : `a opção "${given}" precisa de um valor.`;
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return `argumento inesperado "${given}": este comando só recebe opções.`;
    default:
      return "opções inválidas.";
  }
}

/** `opção desconhecida "--contnet". Você quis dizer "--content"?`, the question only when a guess is close. */
export function unknownOption(given: string, known: readonly string[]): string {
  const meant = meantOption(given, known);
  return `opção desconhecida "${given}".${meant ? ` Você quis dizer "${meant}"?` : ""}`;
}

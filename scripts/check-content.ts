import { reportResourcesOnExit } from "../src/build/bench/resource-report";
import { runCheckCommand } from "../src/build/check-command";
import { UsageError } from "../src/engine/node/command-options";

reportResourcesOnExit();

// An editor must never face a stack trace: anything unexpected becomes one pt-BR line and exit code 2.
function crash(error: unknown): never {
  const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
  const prefix = error instanceof UsageError ? "" : "erro inesperado ao verificar o conteúdo: ";
  console.error(`${prefix}${reason}`);
  process.exit(2);
}

process.on("uncaughtException", crash);
process.on("unhandledRejection", crash);
runCheckCommand(process.argv.slice(2)).then((code) => process.exit(code), crash);

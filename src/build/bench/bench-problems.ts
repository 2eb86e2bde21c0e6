import type { AddressInfo, Server } from "node:net";

/**
 * What went wrong in a bench run, as the bench prints it: where (a route, a command, a size of synthetic posts),
 * what happened, and what to try. The bench measures on a busy machine, where a browser may close under it or a
 * port be taken; it says so in a sentence, prints what it measured before, and exits with a failure code, never a
 * stack trace.
 */
export interface BenchProblem {
  where: string;
  what: string;
  tryThis: string;
}

/** A failure the bench itself describes (a command that failed, content the check refuses). */
export class BenchFailure extends Error {
  constructor(
    message: string,
    readonly tryThis: string,
  ) {
    super(message);
  }
}

const BROWSER_CLOSED =
  /Target page, context or browser has been closed|Browser has been closed|browser has disconnected|Target closed|Session closed|ECONNREFUSED|ECONNRESET|WebSocket is not open|Protocol error/i;

/** The first line of an error's message: the rest is a stack or a log, for developers. */
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0]?.trim() || "erro desconhecido";

/** `error` (thrown while measuring `where`) as a sentence and an advice; `retry` is the command that measures only that again. */
export function benchProblem(where: string, error: unknown, retry: string): BenchProblem {
  if (error instanceof BenchFailure) return { where, what: error.message, tryThis: error.tryThis };
  const message = firstLine(error);
  const code = (error as { code?: string } | undefined)?.code;
  if (code === "EADDRINUSE") {
    return {
      where,
      what: "a porta que o bench usaria já está ocupada por outro programa",
      tryThis: `feche o outro servidor (npm run serve, npm start) e rode de novo: ${retry}`,
    };
  }
  if (BROWSER_CLOSED.test(message)) {
    return {
      where,
      what: "o navegador fechou no meio da medição",
      tryThis: `a máquina pode estar sem memória ou ocupada demais; feche outros programas e meça de novo: ${retry}`,
    };
  }
  if (/Timeout|timed out/i.test(message)) {
    return { where, what: "a página não terminou de carregar a tempo", tryThis: `veja se ela abre em npm run serve e meça de novo: ${retry}` };
  }
  return { where, what: message, tryThis: `meça de novo: ${retry}` };
}

/** The problems as the bench's last lines. */
export function describeProblems(problems: BenchProblem[]): string {
  const lines = ["", `O bench não mediu tudo (${problems.length} ${problems.length === 1 ? "problema" : "problemas"}):`];
  for (const { where, what, tryThis } of problems) lines.push(`- ${where}: ${what}. O que tentar: ${tryThis}.`);
  return lines.join("\n");
}

/** The port a server listening on port 0 was given. */
export const portOf = (server: Server) => (server.address() as AddressInfo).port;

/**
 * `tsx <script> …` as a child process, the way the npm scripts run it, without npx in between: npx starts a
 * Node of its own, and tsx's command line another, before the script's, on every call.
 */
export function tsx(script: string, ...args: string[]): [command: string, args: string[]] {
  return [process.execPath, ["--import", "tsx", script, ...args]];
}

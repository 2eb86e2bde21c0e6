import { Worker } from "node:worker_threads";

/**
 * Whether the tools share work out to worker threads by themselves: only where the scripts run under tsx
 * (npm run check, npm run build, the benchmark); elsewhere (vitest's own threads) work stays inline unless the
 * caller asks for threads (typeScriptWorker registers tsx in each worker, so they start from any process).
 */
export function canStartTypeScriptWorkers(): boolean {
  return process.execArgv.some((argument) => argument.includes("tsx"));
}

/**
 * A worker thread running the TypeScript module `entry`. Node 20 does not hand the preloaded TypeScript
 * loader on to a worker's entry module, so the worker registers tsx itself before importing it.
 */
export function typeScriptWorker(entry: URL, workerData: unknown): Worker {
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  const source = `import(${tsx}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(source, { eval: true, workerData });
}

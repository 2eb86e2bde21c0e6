import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { kb, measureFirstLoad } from "./bench/first-load";
import { htmlFileFor } from "./build/build-site";

/** Prints the figures the project tracks (no pass/fail: timings on a shared machine are noisy). */
const root = fileURLToPath(new URL("..", import.meta.url));

function timed(label: string, args: string[]): number {
  const started = performance.now();
  const result = spawnSync("npx", args, { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${label} falhou`);
  return performance.now() - started;
}

const checkMs = timed("check", ["tsx", "scripts/check-content.ts"]);
const buildMs = timed("build", ["tsx", "scripts/build.ts"]);
console.log(`npm run check: ${checkMs.toFixed(0)} ms (processo inteiro, incluindo a inicialização do Node)`);
console.log(`npm run build: ${(buildMs / 1000).toFixed(1)} s`);

const routes = ["/", "/sobre", "/contato", "/404"];
console.log("\nrota            JS (gzip)  CSS (gzip)  arquivos JS  HTML");
for (const route of routes) {
  const load = await measureFirstLoad(join(root, "dist"), htmlFileFor(route));
  console.log(`${route.padEnd(15)} ${kb(load.jsGzip).padStart(9)}  ${kb(load.cssGzip).padStart(10)}  ${String(load.jsFiles).padStart(11)}  ${kb(load.htmlBytes)}`);
}

import { spawnSync } from "node:child_process";

/** `npm test`: every gate in the order a failure is cheapest to find; stops at the first one that fails. */
const steps: { title: string; command: string; args: string[] }[] = [
  { title: "Conteúdo (npm run check)", command: "npx", args: ["tsx", "scripts/check-content.ts"] },
  { title: "Tipos (tsc)", command: "npx", args: ["tsc", "--noEmit"] },
  { title: "Lint (eslint: regras do TypeScript e direção dos imports)", command: "npx", args: ["eslint", "."] },
  { title: "Formato (prettier --check: rode npm run format para corrigir)", command: "npx", args: ["prettier", "--check", ".", "--log-level", "warn"] },
  { title: "Testes unitários (vitest)", command: "npx", args: ["vitest", "run"] },
  { title: "Build + pré-renderização", command: "npx", args: ["tsx", "scripts/build.ts"] },
  { title: "Testes no navegador (Playwright)", command: "npx", args: ["playwright", "test"] },
  // Content the check accepts passes the tests: a season of editors' edits on a copy, checked, built and browsed.
  { title: "Ensaio de edições de conteúdo (tests/content-season)", command: "npx", args: ["tsx", "tests/content-season/run.ts"] },
];

// One instant for every step: the build publishes the events not over by then, and the browser tests read the
// content for that same instant (tests/e2e/support/content.ts), however long the steps in between take.
process.env.SOURCE_DATE_EPOCH ??= String(Math.floor(Date.now() / 1000));

for (const step of steps) {
  console.log(`\n▶ ${step.title}`);
  const started = performance.now();
  const result = spawnSync(step.command, step.args, { stdio: "inherit" });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ Falhou: ${step.title} (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.title} (${seconds} s)`);
}

import { readCommandOptions } from "../src/engine/node/command-options";
import { changedFilesSince, isContentOnly } from "../tests/suite/changed-scope";
import { runSteps, stepsAtOnce } from "../tests/suite/run-steps";
import { contentSuite, pinInstant, wholeSuite } from "../tests/suite/suites";
import { PROJECT_ROOT } from "../tests/support/fixture-site";

// CI's choice for a pull request (`--base <commit>`): a change only to site-content/ runs npm run test:content,
// anything else (or no base, or a base git cannot find) runs the whole of npm test (docs/testing.md).
const { values } = readCommandOptions("uso: npm run test:changed -- [--base <commit>]", { base: { type: "string" } });
const changed = values.base ? changedFilesSince(values.base, PROJECT_ROOT) : undefined;
const contentOnly = changed !== undefined && isContentOnly(changed);
console.log(
  contentOnly
    ? `Só site-content/ mudou (${changed.length} arquivo(s)): o que o conteúdo pode afetar (npm run test:content).`
    : `Mudou código (ou não há base para comparar): tudo (npm test).`,
);
pinInstant();
const steps = contentOnly ? await contentSuite() : await wholeSuite();
process.exit(await runSteps(steps, stepsAtOnce()));

import { runSteps, stepsAtOnce } from "../tests/suite/run-steps";
import { contentSuite, pinInstant } from "../tests/suite/suites";
import { readCommandOptions } from "../src/engine/node/command-options";

// No options: a stray argument is refused before anything is written, and --help says so.
readCommandOptions("uso: npm run test:content", {});

// `npm run test:content`: what a change to site-content/ alone can affect (docs/testing.md), stopping at the first failure.
pinInstant();
process.exit(await runSteps(await contentSuite(), stepsAtOnce()));

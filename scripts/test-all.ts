import { runSteps, stepsAtOnce } from "../tests/suite/run-steps";
import { pinInstant, wholeSuite } from "../tests/suite/suites";
import { readCommandOptions } from "../src/engine/node/command-options";

// No options: a stray argument is refused before anything is written, and --help says so.
readCommandOptions("uso: npm test (as etapas: tests/suite/suites.ts; TEST_CONCURRENCY=<n> para mais ou menos de uma vez)", {});

// `npm test`: every gate, stopping at the first that fails (tests/suite/suites.ts says what runs beside what).
// How many steps at once: stepsAtOnce() (TEST_CONCURRENCY).
pinInstant();
process.exit(await runSteps(await wholeSuite(), stepsAtOnce()));

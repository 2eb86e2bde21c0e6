import { runSteps } from "../tests/suite/run-steps";
import { pinInstant, wholeSuite } from "../tests/suite/suites";
import { readCommandOptions } from "../src/engine/node/command-options";

// No options: a stray argument is refused before anything is written, and --help says so.
readCommandOptions("uso: npm test (as etapas: tests/suite/suites.ts; TEST_CONCURRENCY=<n> para mais ou menos de uma vez)", {});

// `npm test`: every gate, stopping at the first that fails (tests/suite/suites.ts says what runs beside what).
// TEST_CONCURRENCY: how many steps at once. Two on two cores: the unit tests and the browser runs each keep two
// processes busy, and a third step beside them starved the builds some tests make of the CPU they wait for.
pinInstant();
process.exit(await runSteps(await wholeSuite(), Number(process.env.TEST_CONCURRENCY ?? 2)));

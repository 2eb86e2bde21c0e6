import { runSteps } from "../tests/suite/run-steps";
import { pinInstant, wholeSuite } from "../tests/suite/suites";

// `npm test`: every gate, stopping at the first that fails (tests/suite/suites.ts says what runs beside what).
// TEST_CONCURRENCY: how many steps at once (3 keeps two cores busy while one step waits on a browser or a server).
pinInstant();
process.exit(await runSteps(await wholeSuite(), Number(process.env.TEST_CONCURRENCY ?? 3)));

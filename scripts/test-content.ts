import { runSteps } from "../tests/suite/run-steps";
import { contentSuite, pinInstant } from "../tests/suite/suites";

// `npm run test:content`: what a change to site-content/ alone can affect (docs/testing.md), stopping at the first failure.
pinInstant();
process.exit(await runSteps(await contentSuite(), Number(process.env.TEST_CONCURRENCY ?? 2)));

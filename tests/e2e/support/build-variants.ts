import { buildVariants } from "./temp-site";

/**
 * `npm test`'s step that builds the variants of the tests' own site (fixture-variants.ts) for the browser tests of
 * code, which share its run name (E2E_RUN_ID, tests/suite/suites.ts) and so find them built; their global teardown
 * removes them. A variant that does not build stops the suite here, with the build's own message.
 */
if (!process.env.E2E_RUN_ID) throw new Error("E2E_RUN_ID: the name of the browser run that will use these builds");
await buildVariants();
console.log("Variantes do site dos testes prontas.");

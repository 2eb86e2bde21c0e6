import { removeLoadedContent } from "./loaded-content-files";
import { removeRunBuilds } from "./temp-site";

/**
 * After the run: the variants of the fixture site its specs built (temp-site.ts) and the content it loaded once for
 * its workers (content.ts). Playwright asks for a default export.
 */
export default async function globalTeardown(): Promise<void> {
  await removeRunBuilds();
  await removeLoadedContent(process.env.E2E_RUN_ID);
}

import { removeRunBuilds } from "./temp-site";

/** After the run: the variants of the fixture site its specs built (temp-site.ts). Playwright asks for a default export. */
export default async function globalTeardown(): Promise<void> {
  await removeRunBuilds();
}

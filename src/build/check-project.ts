import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkCmsConfig, hasCmsConfig } from "../editor/node/cms-config-check";
import { checkBlockCatalogue, hasBlockCatalogue } from "../engine/node/generate/catalogue-check";
import { checkGeneratedTypes, hasGeneratedTypes } from "../engine/node/generate/generated-types-check";
import { loadSiteContent } from "../engine/node/load-content";
import { readSermonAudio } from "../engine/node/audio/sermon-audio";
import type { CheckOptions } from "../engine/core/check-site";
import type { ContentNote, ContentProblem, SiteContent } from "../engine/core/kinds/types";

/** This repository: its generated files must always exist and be current. */
export const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Whether a root is a whole project (this one, or a copy of it with its package.json, like the
 * benchmark's), as opposed to a bare content folder handed to `npm run check -- --root`. Paths are
 * compared resolved: PROJECT_ROOT ends with a slash, resolve() never does.
 */
export function isProjectRoot(root: string): boolean {
  return resolve(root) === resolve(PROJECT_ROOT) || existsSync(join(root, "package.json"));
}

function valueOf<T>(outcome: PromiseSettledResult<T>): T {
  if (outcome.status === "rejected") throw outcome.reason;
  return outcome.value;
}

export type ProjectCheck =
  { ok: true; content: SiteContent; problems: []; notes: ContentNote[] } | { ok: false; problems: ContentProblem[]; notes: ContentNote[] };

/**
 * Everything `npm run check` refuses, in one place, so `npm run build` (what Netlify and Cloudflare
 * run) refuses exactly the same: the content pipeline, then the committed TypeScript types, block
 * catalogue and site editor config, which a project must have and keep current (a bare content folder
 * only when it has them).
 */
export async function checkProject(root: string, options: CheckOptions = {}): Promise<ProjectCheck> {
  const project = isProjectRoot(root);
  const [content, types, catalogue, cms] = await Promise.allSettled([
    loadSiteContent(root, options),
    project || hasGeneratedTypes(root) ? checkGeneratedTypes(root) : undefined,
    project || hasBlockCatalogue(root) ? checkBlockCatalogue(root) : undefined,
    project || hasCmsConfig(root) ? checkCmsConfig(root) : undefined,
  ]);
  // Run together, read in a fixed order: a broken schema fails every step, and the one message the
  // editor gets must not depend on which step happened to fail first.
  const result = valueOf(content);
  const staleTypes = valueOf(types);
  const staleCatalogue = valueOf(catalogue);
  const staleCms = valueOf(cms);
  const problems = [...(result.ok ? [] : result.problems), ...[staleTypes, staleCatalogue, staleCms].filter((problem) => problem !== undefined)];
  if (result.ok && problems.length === 0) {
    // The sermons' audio, read from where the church keeps it: a file out of reach is a note, never a refusal.
    const audio = await readSermonAudio(root, result.content);
    return { ok: true, content: audio.content, problems: [], notes: [...result.notes, ...audio.notes] };
  }
  return { ok: false, problems, notes: result.notes };
}

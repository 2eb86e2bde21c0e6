// The two functions Decap names a new entry's file with (decap-cms-core's backend), which it does not export
// from its package entry: the check before saving uses them to read the new file where Decap will write it.
declare module "decap-cms-core/dist/esm/lib/formatters" {
  import type { Map } from "immutable";
  export function slugFormatter(collection: Map<string, unknown>, entryData: Map<string, unknown>, slugConfig: unknown): string;
}
declare module "decap-cms-core/dist/esm/lib/urlHelper" {
  export function sanitizeChar(char: string, options: unknown): string;
}
// The backend Decap made from the configuration (one per page), whose GitHub API object the entry's checks are read
// with (github-checks.ts): Decap exports it from its backend module, not from its package entry.
declare module "decap-cms-core/dist/esm/backend" {
  export function currentBackend(config: unknown): { implementation: unknown };
}

// Decap's template compiler (decap-cms-lib-widgets, a dependency of decap-cms-app), read by summaries.test.ts: the
// package's entry is a browser bundle, its ESM build carries no types.
declare module "decap-cms-lib-widgets/dist/esm/stringTemplate.js" {
  import type { Map } from "immutable";
  export function compileStringTemplate(template: string, date: Date | null | undefined, identifier?: string, data?: Map<string, unknown>): string;
}

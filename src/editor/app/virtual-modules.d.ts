// Modules the editor's build writes (src/editor/node/admin-vite-config.ts).
declare module "virtual:schema-validators" {
  import type { ValidateFunction } from "ajv";
  /** The check's validators by schema path ("page.schema.json"), from src/engine/node/standalone-validators.ts. */
  export const validators: Readonly<Record<string, ValidateFunction | undefined>>;
}

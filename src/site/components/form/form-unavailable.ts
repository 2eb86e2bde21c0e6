import type { FormUnavailable } from "@/types/generated/content";
import { withSchemaDefaults, type DefaultsNode } from "@/lib/schema-defaults";
import unavailableSchema from "../../../../schemas/common/form-unavailable.schema.json" with { type: "json" };

/** A form's words for when its code cannot load, every one of them there. */
export type FormUnavailableWords = Required<FormUnavailable>;

/**
 * The words a block gives (its `unavailable`), the schema's defaults for the rest: the defaults live in
 * schemas/common/form-unavailable.schema.json, where editors read them in the catalogue, never a second time here.
 */
export function formUnavailableWords(words: FormUnavailable | undefined): FormUnavailableWords {
  return withSchemaDefaults<FormUnavailableWords>(unavailableSchema as DefaultsNode, words);
}

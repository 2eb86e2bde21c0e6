import type { FormUnavailable } from "@/types/generated/content";
import unavailableSchema from "../../../../schemas/common/form-unavailable.schema.json" with { type: "json" };

/** A form's words for when its code cannot load, every one of them there. */
export type FormUnavailableWords = Required<FormUnavailable>;

type SchemaDefaults = { properties: Record<keyof FormUnavailable, { default: string }> };
const { properties } = unavailableSchema as unknown as SchemaDefaults;

/**
 * The words a block gives (its `unavailable`), the schema's defaults for the rest: the defaults live in
 * schemas/common/form-unavailable.schema.json, where editors read them in the catalogue, never a second time here.
 */
export function formUnavailableWords(words: FormUnavailable | undefined): FormUnavailableWords {
  return {
    text: words?.text ?? properties.text.default,
    whatsapp: words?.whatsapp ?? properties.whatsapp.default,
    email: words?.email ?? properties.email.default,
  };
}

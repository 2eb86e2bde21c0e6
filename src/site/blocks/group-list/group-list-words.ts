import type { GroupListBlock, SmallGroup } from "@/types/generated/content";
import { schemaDefaultsOf, withSchemaDefaults } from "@/lib/schema-defaults";
import groupListSchema from "../../../../schemas/blocks/group-list.schema.json" with { type: "json" };

type Full<T> = { [Key in keyof T]-?: T[Key] extends object | undefined ? Required<NonNullable<T[Key]>> : NonNullable<T[Key]> };

/** A célula card's words: its button, what screen readers hear after it and before each fact, for whom, the WhatsApp message. */
export type GroupCardWords = Full<
  Pick<GroupListBlock, "participate" | "participateAbout" | "participateMessage" | "whenLabel" | "whereLabel" | "leadersLabel" | "audiences">
>;
/** The whole list's: the cards', the filter's and the count's. */
export type GroupListWords = GroupCardWords & Full<Pick<GroupListBlock, "filter" | "countOne" | "countMany">>;

const KEYS = [
  "participate",
  "participateAbout",
  "participateMessage",
  "whenLabel",
  "whereLabel",
  "leadersLabel",
  "audiences",
  "filter",
  "countOne",
  "countMany",
] as const satisfies readonly (keyof GroupListWords)[];
const WORDS_SCHEMA = schemaDefaultsOf(groupListSchema, KEYS);

/** Which of the block's `audiences` names a group's `audience` (the schema's values are pt-BR, its property names English). */
const AUDIENCE_KEYS = {
  todos: "everyone",
  casais: "couples",
  jovens: "youth",
  adolescentes: "teens",
  mulheres: "women",
  homens: "men",
} as const satisfies Record<NonNullable<SmallGroup["audience"]>, keyof GroupCardWords["audiences"]>;

/** For whom a group is, in the block's words ("Para todos" when it names no one). */
export function audienceLabel(group: Pick<SmallGroup, "audience">, words: Pick<GroupCardWords, "audiences">): string {
  return words.audiences[AUDIENCE_KEYS[group.audience ?? "todos"]];
}

/**
 * The block's words with the defaults of schemas/blocks/group-list.schema.json where it gives none (written there only).
 * A church's page shows its células with the words of the block that lists them.
 */
export function groupListWords(block: Partial<Pick<GroupListBlock, keyof GroupListWords>> | undefined): GroupListWords {
  return withSchemaDefaults<GroupListWords>(WORDS_SCHEMA, block);
}

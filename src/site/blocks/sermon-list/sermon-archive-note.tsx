import { withSchemaDefaults, type DefaultsNode } from "@/lib/schema-defaults";
import { ListNote } from "@/site/components/list-note";
import sermonListSchema from "../../../../schemas/blocks/sermon-list.schema.json" with { type: "json" };

/** The schema's words when the block gives none (schemas/blocks/sermon-list.schema.json, read by editors in the catalogue). */
const TEXT_SCHEMA = (sermonListSchema as unknown as { properties: { unavailableText: DefaultsNode } }).properties.unavailableText;

/**
 * Above a sermon archive (on the sermons' page and on each series', preacher's and book's page), hidden until the
 * address asked for more sermons (?pagina=) and the archive's code could not load: the sermon-list block's words.
 */
export function SermonArchiveNote({ text }: { text: string | undefined }) {
  return <ListNote text={withSchemaDefaults<string>(TEXT_SCHEMA, text)} />;
}

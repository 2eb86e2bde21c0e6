import { formatContent, schemaFileOf } from "../../engine/core/format/content-format";
import { schemaIndex } from "./schema-files";

/**
 * Decap's own JSON writer loses key order in objects of more than eight keys and writes "" for a
 * cleared field. Saving through formatContent gives byte for byte what `npm run check -- --fix`
 * writes: opening and saving an unchanged entry changes nothing.
 */
export const siteJsonFormat = {
  fromFile: (text: string): unknown => JSON.parse(text),
  toFile: (data: unknown): string => formatContent(data, schemaFileOf(data), schemaIndex()),
};

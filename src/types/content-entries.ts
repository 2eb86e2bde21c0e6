import type { AgendaEvent } from "./generated/content";

/**
 * Collection items as the content engine delivers them to the build, the site and the editor: with the
 * file name each came from, the item's stable identity (anchors, .ics files, calendar UIDs).
 */
export type AgendaEventEntry = AgendaEvent & { slug: string };

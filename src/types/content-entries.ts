import type { AgendaEvent, Church } from "./generated/content";

/**
 * Collection items as the content engine delivers them to the build, the site and the editor: with the
 * file name each came from, the item's stable identity (anchors, .ics files, calendar UIDs).
 */
export type AgendaEventEntry = AgendaEvent & { slug: string };

/** A church (site-content/churches/<slug>.json): its page is at /nossas-igrejas/<slug>. */
export type ChurchEntry = Church & { slug: string };

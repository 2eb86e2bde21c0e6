import type { AgendaEventEntry, ChurchEntry } from "@/types/content-entries";

/** What /agenda/<slug> is rendered from (src/build/payloads/event-payloads.ts builds it). */
export interface EventPayload {
  event: AgendaEventEntry;
  /** The church it is held at (the one it names, or the sede when its place says so): its address, the way there, its page. */
  church?: ChurchEntry;
  /** The page listing the events (the one holding the `event-list` block): the way back, and its "Quero Participar" message. */
  agenda?: { title: string; route: string; participateMessage?: string };
}

import { hasStored } from "@/site/islands/wake-conditions";
import { PRAYER_DRAFT_KEY } from "./prayer-address";

/** The visitor's unsent request: the form shows it at once. */
export const wakeAtOnce = (): boolean => hasStored(PRAYER_DRAFT_KEY);

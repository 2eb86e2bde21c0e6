import { addressHas, hasStored } from "@/site/islands/wake-conditions";
import { DRAFT_KEY, SUBJECT_PARAM } from "./contact-address";

/** A "Fale Conosco" link with its subject, or the visitor's unsent text: the form shows them at once. */
export const wakeAtOnce = (): boolean => addressHas(SUBJECT_PARAM) || hasStored(DRAFT_KEY);

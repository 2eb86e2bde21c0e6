import { useFormDraft, type StoredDraft } from "@/site/components/form/use-form-draft";
import { PRAYER_DRAFT_KEY } from "./prayer-address";
import { cleanPrayerText, EMPTY_PRAYER, type PrayerFields } from "./prayer-fields";

const EMPTY_DRAFT: StoredDraft<PrayerFields> = { fields: EMPTY_PRAYER };

/** A stored draft is text from outside the form: held to the fields' rules; anything else in it is ignored. */
export function parsePrayerDraft(raw: string | null): StoredDraft<PrayerFields> | null {
  if (!raw) return null;
  try {
    const data = (JSON.parse(raw) as { fields?: Record<string, unknown> } | null)?.fields ?? {};
    const text = (name: "nome" | "pedido" | "retorno") => (typeof data[name] === "string" ? cleanPrayerText(name, data[name]) : "");
    return { fields: { nome: text("nome"), pedido: text("pedido"), retorno: text("retorno"), publico: data.publico === true } };
  } catch {
    return null;
  }
}

/** The request's fields, kept in the tab on every change (src/site/components/form/use-form-draft.ts). */
export function usePrayerDraft() {
  return useFormDraft<PrayerFields, StoredDraft<PrayerFields>>({ key: PRAYER_DRAFT_KEY, empty: EMPTY_DRAFT, parse: parsePrayerDraft });
}

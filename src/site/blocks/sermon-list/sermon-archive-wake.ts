import { PAGES_PARAM } from "@/lib/list-pages";
import { addressHas } from "@/site/islands/wake-conditions";

/** A link to more of the archive (?pagina=2: a reload after "Mostrar mais", a shared link): it opens that way. */
export const wakeAtOnce = (): boolean => addressHas(PAGES_PARAM);

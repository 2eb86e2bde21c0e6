import { PAGES_PARAM } from "@/lib/list-pages";
import { CATEGORY_PARAM } from "@/lib/post-address";
import { addressHas } from "@/site/islands/wake-conditions";

/** A link to a category (/blog?category=…) or to more of the list (?pagina=2): the list opens that way. */
export const wakeAtOnce = (): boolean => addressHas(CATEGORY_PARAM) || addressHas(PAGES_PARAM);

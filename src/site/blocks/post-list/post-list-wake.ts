import { CATEGORY_PARAM } from "@/lib/post-address";
import { addressHas } from "@/site/islands/wake-conditions";

/** A link to a category (/blog?category=…): the list opens already filtered. */
export const wakeAtOnce = (): boolean => addressHas(CATEGORY_PARAM);

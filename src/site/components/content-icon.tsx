import { Icon } from "lucide-react";
import type { IconName } from "@/types/generated/content";
import { useIconNode } from "@/site/data/icon-nodes";

/**
 * An icon an editor picked by its Portuguese name. Its drawing travels with the page's data, so no
 * page downloads the code of every icon editors may choose.
 */
export function ContentIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  return <Icon iconNode={useIconNode(name)} size={size} aria-hidden="true" strokeWidth={1.75} />;
}

import { createContext, useContext, type ReactNode } from "react";
import type { IconNode } from "lucide-react";
import type { IconName } from "@/types/generated/content";

/** The drawings of the icons a page's content names, sent with its data (src/build/payloads/content-icons.ts). */
export type IconNodeMap = Partial<Record<IconName, IconNode>>;

const IconNodes = createContext<IconNodeMap>({});

export function IconNodesProvider({ icons, children }: { icons: IconNodeMap; children: ReactNode }) {
  return <IconNodes value={icons}>{children}</IconNodes>;
}

export function useIconNode(name: IconName): IconNode {
  const node = useContext(IconNodes)[name];
  if (!node) throw new Error(`O ícone "${name}" não veio com os dados da página (src/build/payloads/content-icons.ts).`);
  return node;
}

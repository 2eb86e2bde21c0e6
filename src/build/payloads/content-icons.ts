import type { IconNode } from "lucide-react";
import type { IconNodeMap } from "../../site/data/icon-nodes";
import type { IconName } from "../../types/generated/content";
import { collectValues } from "./collect-values";

/** Each icon name editors may use (schemas/common/icon.schema.json) and the Lucide file of its drawing (the canonical file: an alias file has no drawing of its own). */
export const ICON_FILES = {
  coracao: "heart",
  pessoas: "users",
  alvo: "target",
  livro: "book-open",
  calendario: "calendar",
  maos: "hand-heart",
  musica: "eighth-notes",
  camera: "camera",
  casa: "house",
  estrela: "star",
  cruz: "cross",
  pomba: "bird",
  mapa: "map",
  telefone: "phone",
  relogio: "clock",
  globo: "globe",
  ferramenta: "wrench",
  sorriso: "face-slightly-smiling",
  chama: "flame",
  mensagem: "message-circle",
} satisfies Record<IconName, string>;

const isIconName = (value: unknown): value is IconName => typeof value === "string" && Object.hasOwn(ICON_FILES, value);

/** Every icon name a piece of content uses, under an "icon" key at any depth. */
export function collectIconNames(value: unknown): Set<IconName> {
  return collectValues(value, (key, child): child is IconName => key === "icon" && isIconName(child));
}

const nodes = new Map<IconName, Promise<IconNode>>();

/** The drawing of one icon, read from the Lucide module the site's icon set comes from. */
function iconNode(name: IconName): Promise<IconNode> {
  let node = nodes.get(name);
  if (!node) {
    // A runtime name on purpose (Node resolves it): Vite must not try to bundle every icon here.
    node = import(/* @vite-ignore */ `lucide-react/icons/${ICON_FILES[name]}`).then((module: { __iconData?: { node?: IconNode } }) => {
      const found = module.__iconData?.node;
      if (!found?.length) throw new Error(`lucide-react não tem mais o desenho de "${ICON_FILES[name]}" (ícone "${name}")`);
      return found;
    });
    nodes.set(name, node);
  }
  return node;
}

export async function iconNodesFor(names: Iterable<IconName>): Promise<IconNodeMap> {
  const entries = await Promise.all([...names].map(async (name) => [name, await iconNode(name)] as const));
  return Object.fromEntries(entries);
}

/** The drawings a piece of content (a page with its collections) needs. */
export function iconNodesOf(content: unknown): Promise<IconNodeMap> {
  return iconNodesFor(collectIconNames(content));
}

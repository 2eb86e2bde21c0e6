import type { SmallGroup } from "@/types/generated/content";
import { whatsappHref } from "@/lib/whatsapp";
import type { GroupListWords } from "./group-list-words";

/**
 * The block's message ({celula} for the name), without saying the word before the name twice: with "da célula
 * {celula}", "Luz do Carrão" is "da célula Luz do Carrão" and "Célula Vila Nova" is "da Célula Vila Nova".
 */
export function joinMessage(group: Pick<SmallGroup, "name">, template: string): string {
  const name = group.name;
  return template
    .replace(/(\p{L}+)\s+\{celula\}/u, (_, before: string) => (startsWithWord(name, before) ? name : `${before} ${name}`))
    .replaceAll("{celula}", name);
}

/** Whether `text` starts with the whole word `word`, in any case and with or without accents ("Celula X", "célula"). */
function startsWithWord(text: string, word: string): boolean {
  const bare = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("pt-BR");
  const [plain, start] = [bare(text), bare(word)];
  return plain.startsWith(start) && !/^\p{L}/u.test(plain.slice(start.length));
}

/** The leader's WhatsApp when the group names one; otherwise "whatsapp:", which SmartLink sends to the church's. */
export function joinHref(group: Pick<SmallGroup, "name" | "whatsapp">, template: string): string {
  return group.whatsapp ? whatsappHref(group.whatsapp, joinMessage(group, template)) : `whatsapp:${joinMessage(group, template)}`;
}

/** "1 célula", "6 células": the count the filter keeps up to date (src/site/browser/list-filters.ts, from the same words). */
export function groupCount(count: number, words: Pick<GroupListWords, "countOne" | "countMany">): string {
  return count === 1 ? words.countOne : words.countMany.replace("{n}", String(count));
}

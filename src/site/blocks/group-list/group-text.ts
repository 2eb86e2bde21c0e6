import type { SmallGroup } from "@/types/generated/content";
import { whatsappHref } from "@/lib/whatsapp";

export const AUDIENCE_LABELS: Record<NonNullable<SmallGroup["audience"]>, string> = {
  todos: "Para todos",
  casais: "Casais",
  jovens: "Jovens",
  adolescentes: "Adolescentes",
  mulheres: "Mulheres",
  homens: "Homens",
};

/** "Célula Vila Nova" → "da Célula Vila Nova"; "Luz do Carrão" → "da célula Luz do Carrão". */
function groupReference(name: string): string {
  return /^c[ée]lula\b/i.test(name) ? `da ${name}` : `da célula ${name}`;
}

/** The WhatsApp text names the group, so whoever answers knows which one and can pass on the address. */
export function joinMessage(group: Pick<SmallGroup, "name">): string {
  return `Olá! Gostaria de participar ${groupReference(group.name)}. Pode me passar o endereço e mais informações?`;
}

/** The leader's WhatsApp when the group names one; otherwise "whatsapp:", which SmartLink sends to the church's. */
export function joinHref(group: Pick<SmallGroup, "name" | "whatsapp">): string {
  return group.whatsapp ? whatsappHref(group.whatsapp, joinMessage(group)) : `whatsapp:${joinMessage(group)}`;
}

/** "1 célula", "6 células": the count the filter keeps up to date. */
export function groupCount(count: number): string {
  return `${count} ${count === 1 ? "célula" : "células"}`;
}

import { youtubeLiveHref } from "../../../lib/youtube";
import type { ContentFile } from "../kinds/content-kind";
import type { Finding } from "../schemas/schema-messages";
import type { SiteFacts } from "./site-facts";

// No Node imports here: the site editor runs the same rules before saving.

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

const SEDE_JOB = "é dela que o topo, o rodapé, a página de contato e o “Próximo culto” da página inicial tiram os cultos e o endereço";

/**
 * The sede is one of the churches, not a special case: exactly one church file says "headquarters": true. Two are
 * told about each other; none at all is told on site.json, whose frame would otherwise have no times or address.
 */
export function headquartersFindings(file: ContentFile, facts: SiteFacts): Finding[] {
  const { headquarters } = facts;
  if (file.kind.schema === "site.schema.json" && headquarters.length === 0) {
    const message =
      facts.churches === 0
        ? `falta a sede: crie em site-content/churches/ o arquivo da igreja principal, com o endereço, os cultos e "headquarters": true (${SEDE_JOB})`
        : `nenhuma igreja está marcada como sede: marque "headquarters": true no arquivo da igreja principal em site-content/churches/ (no editor: Igrejas › a igreja › Sede); ${SEDE_JOB}`;
    return [{ pointer: "", anchor: "key", message }];
  }
  if (file.kind.schema !== "content/church.schema.json" || !isObject(file.json.value) || file.json.value.headquarters !== true) return [];
  const others = headquarters.filter((other) => other !== file.file);
  if (others.length === 0) return [];
  return [
    {
      pointer: "/headquarters",
      anchor: "value",
      message: `${others.join(" e ")} também está marcada como sede: só uma igreja é a sede (${SEDE_JOB}). Desmarque "headquarters" numa das duas`,
    },
  ];
}

/**
 * A streamed service ("live": true) links "Ao vivo agora" to the channel's live page: the church's own YouTube, else
 * site.json's, in one of the two forms that have such a page (@handle or channel/UC…). Without one, the link would
 * lead nowhere; the check says where to write it.
 */
export function liveChannelFindings(file: ContentFile, facts: SiteFacts): Finding[] {
  const church = file.json.value;
  if (file.kind.schema !== "content/church.schema.json" || !isObject(church) || !Array.isArray(church.serviceTimes)) return [];
  const streamed = church.serviceTimes.flatMap((service, index) => (isObject(service) && service.live === true ? [index] : []));
  if (streamed.length === 0) return [];
  const social = Array.isArray(church.social) ? church.social : [];
  const ownIndex = social.findIndex((profile) => isObject(profile) && profile.network === "youtube");
  const own = social[ownIndex] as { url?: unknown } | undefined;
  const channel = typeof own?.url === "string" ? own.url : facts.siteYoutube;
  if (!channel) {
    return streamed.map((index) => ({
      pointer: `/serviceTimes/${index}/live`,
      anchor: "value" as const,
      message:
        'este culto está marcado como transmitido ao vivo, mas nem esta igreja nem o site.json têm um canal do YouTube em "social": acrescente o canal (ex.: "https://www.youtube.com/@suaigreja") às redes sociais desta igreja ou do site, ou desmarque "live"',
    }));
  }
  if (youtubeLiveHref(channel)) return [];
  const message = `o canal do YouTube "${channel}" não está num endereço que tenha página ao vivo, e os cultos transmitidos desta igreja apontam para ela: escreva o endereço do canal como https://www.youtube.com/@canal ou https://www.youtube.com/channel/UC… (no YouTube, abra o canal e copie o endereço da barra)`;
  return own
    ? [{ pointer: `/social/${ownIndex}/url`, anchor: "value", message }]
    : [{ pointer: `/serviceTimes/${streamed[0]}/live`, anchor: "value", message: `${message}, em "social" no site.json` }];
}

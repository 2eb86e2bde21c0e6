/**
 * The properties Google's rich-results documentation requires or recommends for each type we
 * publish (developers.google.com/search/docs/appearance/structured-data: event, article,
 * organization, local-business), as a checker that lists every gap. Shared by the vitest on the
 * generated data and the Playwright spec on the pre-rendered HTML.
 */
type Node = Record<string, unknown>;

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const URL_KEYS = new Set(["@id", "url", "image", "logo", "sameAs", "hasMap", "mainEntityOfPage", "eventStatus", "eventAttendanceMode", "dayOfWeek"]);
const DATE_KEYS = new Set(["startDate", "endDate", "datePublished", "dateModified"]);

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => typeof value === "string" && value.trim().length > 0;

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Every URL anywhere in the node is absolute https, and every date is ISO 8601 with the church's offset. */
function walk(value: unknown, path: string, problems: string[]) {
  if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${path}[${i}]`, problems));
  if (!isNode(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const where = `${path}.${key}`;
    if (URL_KEYS.has(key))
      for (const item of [child].flat()) if (!isNode(item) && !isAbsoluteUrl(item)) problems.push(`${where}: URL não absoluta (${String(item)})`);
    if (DATE_KEYS.has(key) && !(typeof child === "string" && ISO_WITH_OFFSET.test(child) && !Number.isNaN(Date.parse(child))))
      problems.push(`${where}: data sem ISO 8601 com -03:00 (${String(child)})`);
    walk(child, where, problems);
  }
}

function need(node: Node, keys: string[], path: string, problems: string[]) {
  for (const key of keys)
    if (node[key] === undefined || node[key] === "" || (Array.isArray(node[key]) && (node[key] as unknown[]).length === 0))
      problems.push(`${path}: falta ${key}`);
}

function postalAddress(value: unknown, path: string, problems: string[]) {
  if (!isNode(value) || value["@type"] !== "PostalAddress") return problems.push(`${path}: address não é PostalAddress`);
  need(value, ["streetAddress", "addressLocality", "addressRegion", "addressCountry"], path, problems);
  if (value.addressCountry !== "BR") problems.push(`${path}.addressCountry: ${String(value.addressCountry)}`);
}

function named(value: unknown, types: string[], path: string, problems: string[]) {
  if (!isNode(value) || !types.includes(String(value["@type"])) || !text(value.name)) problems.push(`${path}: precisa de ${types.join("/")} com name`);
}

const byType: Record<string, (node: Node, problems: string[]) => void> = {
  Event(node, problems) {
    need(node, ["name", "startDate", "location", "endDate", "description", "image", "eventStatus", "eventAttendanceMode", "organizer"], "Event", problems);
    const location = node.location;
    if (!isNode(location) || location["@type"] !== "Place" || !text(location.name)) problems.push("Event.location: precisa de Place com name");
    else postalAddress(location.address, "Event.location.address", problems);
    if (typeof node.startDate === "string" && typeof node.endDate === "string" && Date.parse(node.endDate) <= Date.parse(node.startDate))
      problems.push("Event.endDate: antes do início");
    if (!String(node.eventStatus).startsWith("https://schema.org/Event")) problems.push("Event.eventStatus inválido");
    if (!String(node.eventAttendanceMode).endsWith("EventAttendanceMode")) problems.push("Event.eventAttendanceMode inválido");
    named(node.organizer, ["Organization", "Person"], "Event.organizer", problems);
  },
  BlogPosting(node, problems) {
    need(node, ["headline", "image", "datePublished", "dateModified", "author", "publisher", "mainEntityOfPage"], "BlogPosting", problems);
    if (String(node.headline).length > 110) problems.push("BlogPosting.headline: mais de 110 caracteres");
    named(node.author, ["Person", "Organization"], "BlogPosting.author", problems);
    named(node.publisher, ["Organization"], "BlogPosting.publisher", problems);
  },
  // developers.google.com/search/docs/appearance/structured-data/video: name, thumbnailUrl and uploadDate required.
  VideoObject(node, problems) {
    need(node, ["name", "thumbnailUrl", "uploadDate", "description", "embedUrl"], "VideoObject", problems);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(String(node.uploadDate)))
      problems.push(`VideoObject.uploadDate: ${String(node.uploadDate)}`);
    if (!String(node.embedUrl).startsWith("https://")) problems.push("VideoObject.embedUrl: precisa ser https");
  },
  // schema.org/PodcastEpisode: a sermon's audio, its file as the associated media.
  PodcastEpisode(node, problems) {
    need(node, ["name", "url", "description", "datePublished", "associatedMedia"], "PodcastEpisode", problems);
    const media = node.associatedMedia;
    if (!isNode(media) || media["@type"] !== "MediaObject" || !isAbsoluteUrl(media.contentUrl))
      problems.push("PodcastEpisode.associatedMedia: precisa de MediaObject com contentUrl absoluto");
    named(node.author, ["Person"], "PodcastEpisode.author", problems);
  },
  // A sermon without video or audio: its text.
  CreativeWork(node, problems) {
    need(node, ["name", "url", "description", "datePublished", "author"], "CreativeWork", problems);
    named(node.author, ["Person"], "CreativeWork.author", problems);
  },
  Organization(node, problems) {
    need(node, ["name", "url", "logo", "sameAs", "address", "telephone", "email"], "Organization", problems);
    postalAddress(node.address, "Organization.address", problems);
  },
  Church(node, problems) {
    need(node, ["name", "url", "address", "image"], "Church", problems);
    postalAddress(node.address, "Church.address", problems);
    if (node.telephone !== undefined && !/^\+55\d{10,11}$/.test(String(node.telephone))) problems.push(`Church.telephone: ${String(node.telephone)}`);
    if (node.geo !== undefined) {
      const geo = node.geo as Node;
      if (geo["@type"] !== "GeoCoordinates" || Math.abs(Number(geo.latitude)) > 90 || Math.abs(Number(geo.longitude)) > 180)
        problems.push("Church.geo inválido");
    }
    for (const spec of (node.openingHoursSpecification as Node[] | undefined) ?? []) {
      if (spec["@type"] !== "OpeningHoursSpecification" || !TIME.test(String(spec.opens)) || !TIME.test(String(spec.closes)))
        problems.push(`Church.openingHoursSpecification: ${JSON.stringify(spec)}`);
    }
  },
  WebSite(node, problems) {
    need(node, ["name", "url"], "WebSite", problems);
  },
};

/** Every gap between one JSON-LD object and what Google documents for its type; [] when it is complete. */
export function richResultProblems(node: unknown): string[] {
  if (!isNode(node)) return ["JSON-LD não é um objeto"];
  const problems: string[] = [];
  if (node["@context"] !== "https://schema.org") problems.push(`@context: ${String(node["@context"])}`);
  const check = byType[String(node["@type"])];
  if (!check) problems.push(`tipo sem verificação: ${String(node["@type"])}`);
  else check(node, problems);
  walk(node, String(node["@type"]), problems);
  return problems;
}

/** The JSON-LD blocks of a pre-rendered page, parsed. */
export function jsonLdOf(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? "null") as Node);
}

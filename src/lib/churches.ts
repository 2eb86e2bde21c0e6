import type { ChurchAddress, Site, SocialProfile } from "../types/generated/content";
import type { ChurchEntry } from "../types/content-entries";
import { mapsDirectionsHref } from "./maps";
import { youtubeLiveHref } from "./youtube";

// Relative imports: the content engine (Node, no "@/" alias) builds the churches' routes from here.

/** Every church has its page under this address (fixed, like /blog/<id>: links shared on WhatsApp must keep working). */
export const CHURCHES_ROUTE = "/nossas-igrejas";

export const churchRoute = (slug: string) => `${CHURCHES_ROUTE}/${slug}`;

/**
 * The sede: the church whose times and address the frame shows (header, footer, contact). The check holds the
 * content to exactly one ("headquarters": true); the first church stands in while an editor's preview lacks it.
 */
export function mainChurch<T extends { headquarters?: boolean }>(churches: readonly T[]): T | undefined {
  return churches.find((church) => church.headquarters) ?? churches[0];
}

/** "Rua das Palmeiras, 320 – Vila Nova, São Paulo – SP, 03300-000". */
export function fullAddress({ street, district, city, state, postalCode }: ChurchAddress): string {
  return `${street} – ${district}, ${city} – ${state}${postalCode ? `, ${postalCode}` : ""}`;
}

/** "Rua das Palmeiras, 320 – Vila Nova, São Paulo": where the strip has room for one line. */
export function shortAddress({ street, district, city }: ChurchAddress): string {
  return `${street} – ${district}, ${city}`;
}

/** What Google Maps looks for: the street address alone finds the door more reliably than the church's name. */
export function mapsAddress({ street, district, city, state, postalCode }: ChurchAddress): string {
  return `${street}, ${district}, ${city} - ${state}${postalCode ? `, ${postalCode}` : ""}`;
}

/** What the map behind the facade shows: the editors' search when the address alone misleads Google Maps. */
export function mapQuery(church: Pick<ChurchEntry, "mapsQuery" | "address">): string {
  return church.mapsQuery ?? mapsAddress(church.address);
}

/** "Como chegar": to the coordinates, which lead to the door whatever Google makes of the address. */
export function directionsHref(church: Pick<ChurchEntry, "address">): string {
  const { latitude, longitude } = church.address.geo;
  return mapsDirectionsHref(`${latitude},${longitude}`);
}

/** The channel a church streams on: its own YouTube, else the site's. */
export function youtubeChannel(church: { social?: SocialProfile[] }, site: Pick<Site, "social">): string | undefined {
  const own = (profiles: readonly SocialProfile[] | undefined) => profiles?.find((profile) => profile.network === "youtube")?.url;
  return own(church.social) ?? own(site.social);
}

/** Where "Ao vivo agora" leads for a streamed service: the channel's live page, when the church has a channel in a form that has one. */
export function churchLiveHref(church: { social?: SocialProfile[] }, site: Pick<Site, "social">): string | undefined {
  const channel = youtubeChannel(church, site);
  return channel ? youtubeLiveHref(channel) : undefined;
}

/** The WhatsApp text of a church's page: its own, or one that names it, so the number that answers knows which church is meant. */
export function churchGreeting(church: Pick<ChurchEntry, "name" | "whatsappGreeting">): string {
  return church.whatsappGreeting ?? `Olá! Encontrei o site e gostaria de visitar a ${church.name}.`;
}

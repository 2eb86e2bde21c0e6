import type { NearMeWords } from "@/site/blocks/church-list/near-me-words";

/**
 * "Perto de mim" on the church list (src/site/blocks/church-list/): only when pressed does the page ask the browser
 * where the visitor is; the position never leaves the browser (it is compared with each card's coordinates, here). The
 * cards then move, nearest first, into the list kept for them, each saying how far it is; pressed again, they go back
 * to their states. Refused or unavailable, the list stays as it is, by state, and the status line says why.
 */

const EARTH_KM = 6371;

/** Great-circle distance in km (haversine): plenty for "which church is nearest". */
export function distanceKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLng = rad(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(a));
}

/** "a menos de 1 km de você", "a 3,4 km de você", "a 412 km de você", in the church's words. */
export function distanceWords(km: number, words: Pick<NearMeWords, "distance" | "underOne">): string {
  if (km < 1) return words.underOne;
  const shown = km < 10 ? km.toLocaleString("pt-BR", { maximumFractionDigits: 1 }) : Math.round(km).toLocaleString("pt-BR");
  return words.distance.replace("{km}", shown);
}

/** A card and the list of its state: put back in the order they were read, each list gets its cards back as they were. */
interface Placed {
  item: HTMLLIElement;
  home: HTMLElement;
}

/** What a press of one list's button does, made once per button. */
function listPress(button: HTMLButtonElement): () => void {
  const section = button.closest("section") ?? document;
  const status = section.querySelector<HTMLElement>("[data-near-me-status]");
  const sorted = section.querySelector<HTMLOListElement>("[data-near-me-sorted]");
  const groups = [...section.querySelectorAll<HTMLElement>("[data-near-me-group]")];
  let words: NearMeWords;
  try {
    words = JSON.parse(button.dataset.nearMeWords ?? "") as NearMeWords;
  } catch {
    return () => undefined;
  }
  if (!sorted) return () => undefined;
  // Where each card lives by state, to put it back exactly there.
  let placed: Placed[] = [];
  const say = (text: string) => {
    if (status) status.textContent = text;
  };

  const byState = () => {
    for (const { item, home } of placed) {
      home.append(item);
      const distance = item.querySelector<HTMLElement>("[data-distance]");
      if (distance) distance.hidden = true;
    }
    placed = [];
    sorted.hidden = true;
    for (const group of groups) group.hidden = false;
    button.setAttribute("aria-pressed", "false");
    say("");
  };

  const byDistance = (position: GeolocationPosition) => {
    const here = { latitude: position.coords.latitude, longitude: position.coords.longitude };
    const items = groups.flatMap((group) => [...group.querySelectorAll<HTMLLIElement>("li[data-lat]")]);
    placed = items.map((item) => ({ item, home: item.parentElement as HTMLElement }));
    const measured = items
      .map((item) => ({ item, km: distanceKm(here, { latitude: Number(item.dataset.lat), longitude: Number(item.dataset.lng) }) }))
      .sort((a, b) => a.km - b.km);
    for (const { item, km } of measured) {
      const distance = item.querySelector<HTMLElement>("[data-distance]");
      if (distance) {
        distance.textContent = distanceWords(km, words);
        distance.hidden = false;
      }
      sorted.append(item);
    }
    sorted.hidden = false;
    for (const group of groups) group.hidden = true;
    button.setAttribute("aria-pressed", "true");
    say(words.sorted);
  };

  return () => {
    if (button.getAttribute("aria-pressed") === "true") return byState();
    if (!("geolocation" in navigator)) return say(words.unavailable);
    button.setAttribute("aria-busy", "true");
    say(words.searching);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        button.removeAttribute("aria-busy");
        byDistance(position);
      },
      (error) => {
        button.removeAttribute("aria-busy");
        say(error.code === error.PERMISSION_DENIED ? words.refused : words.unavailable);
      },
      // A city's precision is enough, and a position a few minutes old too: no waiting for the GPS.
      { enableHighAccuracy: false, maximumAge: 10 * 60_000, timeout: 15_000 },
    );
  };
}

const presses = new WeakMap<HTMLButtonElement, () => void>();

/** A press of "Perto de mim" (near-me-intent.ts loads this module on the first one). */
export function pressNearMe(button: HTMLButtonElement): void {
  let press = presses.get(button);
  if (!press) {
    press = listPress(button);
    presses.set(button, press);
  }
  press();
}

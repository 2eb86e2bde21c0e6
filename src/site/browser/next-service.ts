import type { PackedServices } from "@/site/components/next-service-line";
import { nextService, nextServiceText } from "@/lib/next-service";

/** Once a minute: a page left open through the start of a service turns to "Ao vivo agora" on its own. */
const REFRESH_MS = 60_000;

function fill(line: HTMLElement, now: Date): void {
  const target = line.querySelector<HTMLElement>("[data-next-service-text]");
  let packed: PackedServices;
  try {
    packed = JSON.parse(line.dataset.nextService ?? "") as PackedServices;
  } catch {
    return;
  }
  const times = packed.s.map(([day, time, name, duration, streamed]) => ({ day, time, name, duration, live: streamed === 1 }));
  const found = nextService(times, now, packed.z, packed.o);
  if (!target || !found) return;
  const [nextWord, liveNow, today, tomorrow, watchLive, youtubeNewTab] = packed.w;
  const { lead, rest } = nextServiceText(found, { nextService: nextWord, liveNow, today, tomorrow }, packed.b === 1);
  const strong = document.createElement("strong");
  strong.textContent = rest ? `${lead}: ` : lead;
  // Text nodes and an element made here: nothing of the content becomes markup.
  const parts: Node[] = [strong, document.createTextNode(rest)];
  if (found.kind === "live" && found.service.live && packed.l) {
    const link = document.createElement("a");
    link.href = packed.l;
    link.target = "_blank";
    link.rel = "noopener noreferrer";
    link.textContent = watchLive;
    const hint = document.createElement("span");
    hint.className = "sr-only";
    hint.textContent = ` ${youtubeNewTab}`;
    link.append(hint);
    parts.push(document.createTextNode(" "), link);
  }
  target.replaceChildren(...parts);
  line.dataset.state = found.kind;
}

/**
 * Fills every next-service line (src/site/components/next-service-line.tsx) with what is on now or next, in each
 * church's own time zone, by the visitor's clock. The box was already the line's size: nothing moves.
 */
export function showNextServices(clock: () => Date = () => new Date()): void {
  const lines = [...document.querySelectorAll<HTMLElement>("[data-next-service]")];
  if (lines.length === 0) return;
  const update = () => {
    const now = clock();
    for (const line of lines) fill(line, now);
  };
  // In a task of its own, after the page script's. The line's zone offsets (zone-offsets.ts) spare the browser's own
  // zone data, whose first use costs about 20 ms (80 on Lighthouse's slowed phone); past them, it is used after all.
  setTimeout(update);
  setInterval(update, REFRESH_MS);
}

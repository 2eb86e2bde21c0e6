import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, type IslandName, type Wake } from "@/islands/island-definition";
import { islandLoaders } from "./island-loaders";

const INTERACTIONS = ["pointerdown", "focusin", "keydown", "touchstart"] as const;

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}

function readProps(element: HTMLElement): object {
  const script = element.nextElementSibling;
  if (!(script instanceof HTMLScriptElement) || !script.hasAttribute("data-island-props")) return {};
  return JSON.parse(script.textContent || "{}") as object;
}

async function wake(element: HTMLElement, name: IslandName): Promise<void> {
  const [{ hydrateIsland }, island] = await Promise.all([import("@/islands/island-hydrator"), islandLoaders[name]()]);
  hydrateIsland(element, island, readProps(element));
}

/**
 * A form sent before its island woke would leave the page (its no-JavaScript fallback): the send is
 * held and made again once React has taken the form over, with what the visitor typed.
 */
function holdSubmitsUntilHydrated(element: HTMLElement): void {
  element.addEventListener(
    "submit",
    (event) => {
      if (element.hasAttribute(HYDRATED_ATTRIBUTE) || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      const form = event.target;
      const retry = new MutationObserver(() => {
        if (!element.hasAttribute(HYDRATED_ATTRIBUTE)) return;
        retry.disconnect();
        form.requestSubmit();
      });
      retry.observe(element, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
    },
    true,
  );
}

/** After the page's images and fonts (the load event), when the main thread is free. */
function afterLoadWhenIdle(callback: () => void): void {
  const idle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 200));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

function schedule(element: HTMLElement, name: IslandName, declared: Wake): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) element.removeEventListener(type, start, true);
    wake(element, name).catch((error: unknown) => console.error(`A ilha "${name}" não pôde ser carregada:`, error));
  };
  holdSubmitsUntilHydrated(element);
  for (const type of INTERACTIONS) element.addEventListener(type, start, { capture: true, passive: true });
  if (declared === "idle") afterLoadWhenIdle(start); else if (declared === "visible") {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(element);
  }
}

/** Finds the page's islands (src/islands/island.tsx wrote them) and wakes each one when it says. */
export function hydrateIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
    if (!isIslandName(name)) {
      console.error(`Ilha desconhecida: "${name}"`);
      continue;
    }
    const declared = element.dataset.wake as Wake;
    schedule(element, name, declared);
  }
}

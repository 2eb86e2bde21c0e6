import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, WAKING_ATTRIBUTE, type IslandName, type Wake } from "@/site/islands/island-definition";
import { islandLoaders, type IslandLoader } from "./island-loaders";

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
  const [{ hydrateIsland }, island] = await Promise.all([import("@/site/islands/island-hydrator"), (islandLoaders[name] as IslandLoader).load()]);
  hydrateIsland(element, island, readProps(element));
}

/** Runs `then` once the island has hydrated (island-hydrator.tsx sets the attribute after its first commit). */
function whenHydrated(element: HTMLElement, then: () => void): void {
  const observer = new MutationObserver(() => {
    if (!element.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    then();
  });
  observer.observe(element, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}

/**
 * What a visitor does before the island has woken is not lost: a form sent would leave the page (its
 * no-JavaScript fallback), and a button ("Mostrar mais", a category) would do nothing. Both are held
 * and done again once React has taken the island over, with what the visitor typed. Only the last
 * button pressed counts, as it would have if the island had been awake.
 */
function holdUntilHydrated(element: HTMLElement): void {
  const awake = () => element.hasAttribute(HYDRATED_ATTRIBUTE);
  element.addEventListener(
    "submit",
    (event) => {
      if (awake() || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      const form = event.target;
      whenHydrated(element, () => form.requestSubmit());
    },
    true,
  );
  let pressed: HTMLButtonElement | undefined;
  element.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (awake() || !button || button.type === "submit") return;
      event.preventDefault();
      event.stopPropagation();
      if (!pressed) whenHydrated(element, () => pressed?.click());
      pressed = button;
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
    element.setAttribute(WAKING_ATTRIBUTE, "");
    for (const type of INTERACTIONS) element.removeEventListener(type, start, true);
    wake(element, name).catch((error: unknown) => console.error(`A ilha "${name}" não pôde ser carregada:`, error));
  };
  holdUntilHydrated(element);
  for (const type of INTERACTIONS) element.addEventListener(type, start, { capture: true, passive: true });
  const loader = islandLoaders[name] as IslandLoader;
  if (loader.wakeAtOnce?.()) start();
  else if (declared === "idle") afterLoadWhenIdle(start);
  else if (declared === "visible") {
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

/** Finds the page's islands (src/site/islands/island.tsx wrote them) and wakes each one when it says. */
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

import { FAILED_ATTRIBUTE, HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, WAKING_ATTRIBUTE, type IslandName, type Wake } from "@/site/islands/island-definition";
import { hideFallback, pressWithoutIsland, sendWithoutIsland, showFallback } from "./island-fallbacks";
import { islandLoaders, type IslandLoader } from "./island-loaders";

const INTERACTIONS = ["pointerdown", "focusin", "keydown", "touchstart"] as const;

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}

/** The island's props: in the page, or, when large, in the file the build wrote them to (src/build/island-props-files.ts). */
async function readProps(element: HTMLElement): Promise<object> {
  const script = element.nextElementSibling;
  if (!(script instanceof HTMLScriptElement) || !script.hasAttribute("data-island-props")) return {};
  const src = script.getAttribute("data-src");
  if (!src) return JSON.parse(script.textContent || "{}") as object;
  const response = await fetch(src);
  if (!response.ok) throw new Error(`${src}: ${response.status}`);
  return (await response.json()) as object;
}

async function wake(element: HTMLElement, name: IslandName): Promise<void> {
  const [{ hydrateIsland }, island, props] = await Promise.all([
    import("@/site/islands/island-hydrator"),
    (islandLoaders[name] as IslandLoader).load(),
    readProps(element),
  ]);
  // A fallback shown after an earlier failure goes: the island works now.
  hideFallback(element);
  hydrateIsland(element, island, props);
}

/** Resolves once the island has hydrated (island-hydrator.tsx sets the attribute after its first commit). */
function hydrated(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    if (element.hasAttribute(HYDRATED_ATTRIBUTE)) return resolve();
    const observer = new MutationObserver(() => {
      if (!element.hasAttribute(HYDRATED_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  });
}

type Outcome = "awake" | "failed";

/**
 * An island's code, loaded once it is wanted: the outcome of the load under way, or of a new one after a failure (a
 * lost signal may be back by the time the visitor presses "Enviar"). A failure is marked on the island and logged as
 * a warning: what the visitor does next has its fallback (island-fallbacks.ts).
 */
function islandLoading(element: HTMLElement, name: IslandName): () => Promise<Outcome> {
  let current: Promise<Outcome> | undefined;
  return () =>
    (current ??= (async (): Promise<Outcome> => {
      element.removeAttribute(FAILED_ATTRIBUTE);
      element.setAttribute(WAKING_ATTRIBUTE, "");
      try {
        await wake(element, name);
        await hydrated(element);
        return "awake";
      } catch (error) {
        console.warn(`A ilha "${name}" não pôde ser carregada:`, error);
        element.setAttribute(FAILED_ATTRIBUTE, "");
        current = undefined;
        return "failed";
      }
    })());
}

/**
 * What a visitor does before the island has woken is not lost: a form sent would leave the page (its no-JavaScript
 * fallback), and a button ("Mostrar mais", a category) would do nothing. Both are held and done again once React has
 * taken the island over, with what the visitor typed; only the last form sent and the last button pressed count, as
 * they would have if the island had been awake. When the code cannot load (tried once more if it had already failed),
 * each goes where a page without JavaScript would take it, or the island's fallback says what happened.
 */
function holdUntilHydrated(element: HTMLElement, load: () => Promise<Outcome>): void {
  /** Holds `type` events on what `pick` finds (the last one wins) until the island's code has loaded or failed. */
  const hold = <T extends HTMLElement>(type: "submit" | "click", pick: (event: Event) => T | null, awake: (held: T) => void, failed: (held: T) => void) => {
    let held: T | undefined;
    element.addEventListener(
      type,
      (event) => {
        const target = element.hasAttribute(HYDRATED_ATTRIBUTE) ? null : pick(event);
        if (!target) return;
        event.preventDefault();
        event.stopPropagation();
        const first = !held;
        held = target;
        if (first)
          void load().then((outcome) => {
            const last = held as T;
            held = undefined;
            (outcome === "awake" ? awake : failed)(last);
          });
      },
      true,
    );
  };
  hold(
    "submit",
    (event) => (event.target instanceof HTMLFormElement ? event.target : null),
    (form) => form.requestSubmit(),
    (form) => sendWithoutIsland(form, element),
  );
  hold(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      return button && button.type !== "submit" ? button : null;
    },
    (button) => button.click(),
    (button) => pressWithoutIsland(button, element),
  );
}

/** After the page's images and fonts (the load event), when the main thread is free. */
function afterLoadWhenIdle(callback: () => void): void {
  const idle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 200));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

function schedule(element: HTMLElement, name: IslandName, declared: Wake): void {
  const load = islandLoading(element, name);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) element.removeEventListener(type, start, true);
    void load();
  };
  holdUntilHydrated(element, load);
  for (const type of INTERACTIONS) element.addEventListener(type, start, { capture: true, passive: true });
  const loader = islandLoaders[name] as IslandLoader;
  if (loader.wakeAtOnce?.()) {
    start();
    // The address asked for what only the island shows (a category, more posts): when it cannot come, its note says
    // so. A form's fallback is about sending: it waits for the visitor to send.
    void load().then((outcome) => outcome === "failed" && !element.querySelector("form") && showFallback(element, "note"));
  } else if (declared === "idle") afterLoadWhenIdle(start);
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

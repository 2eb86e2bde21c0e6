/**
 * Short messages at the bottom of the screen ("Link copiado"), shown by plain page behaviours and by
 * islands alike. The frame pre-renders the live region and one card per tone as <template>s
 * (src/site/components/toast/toast-region.tsx), so the region exists before any message (screen readers
 * announce what is added to it) and the cards keep the site's styles without React.
 */

/** Spec §9: at most 3 toasts at once, each for 4 seconds unless told otherwise. */
export const MAX_TOASTS = 3;
export const DEFAULT_TOAST_DURATION = 4000;
export const TOAST_REGION_ID = "avisos";

export const TOAST_TONES = ["info", "success"] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

/**
 * The attribute of each kind of element whose behaviour shows a toast: share buttons (src/site/browser/share.ts), copy
 * buttons (copy-buttons.ts) and links that say what happens next (toast-links.ts), each of which selects its elements
 * by it (tests/unit/toast/toast-triggers.test.ts clicks one of each). A page holding none of them never shows a toast,
 * so the build leaves the region and the models out of it (src/site/components/toast/unused-toasts.ts).
 */
export const TOAST_TRIGGERS = { share: "data-share-title", copy: "data-copy", link: "data-toast" } as const;

/** The card models' ids start so, the tone after it. */
export const TOAST_TEMPLATE_PREFIX = "aviso-modelo-";

export function toastTemplateId(tone: ToastTone): string {
  return `${TOAST_TEMPLATE_PREFIX}${tone}`;
}

interface ShownToast {
  card: HTMLElement;
  duration: number;
  timer?: number;
}

/** The toasts on screen and whether the visitor holds them (pointer or focus inside), per region. */
interface RegionState {
  shown: ShownToast[];
  paused: boolean;
}

const regions = new WeakMap<HTMLElement, RegionState>();

function dismiss(state: RegionState, toast: ShownToast): void {
  window.clearTimeout(toast.timer);
  toast.card.remove();
  state.shown.splice(state.shown.indexOf(toast), 1);
}

function startTimer(state: RegionState, toast: ShownToast): void {
  window.clearTimeout(toast.timer);
  if (!state.paused) toast.timer = window.setTimeout(() => dismiss(state, toast), toast.duration);
}

/** While the visitor points at or tabs into the toasts they stay (WCAG 2.2.1); leaving restarts the count. */
function stateOf(region: HTMLElement): RegionState {
  const known = regions.get(region);
  if (known) return known;
  const state: RegionState = { shown: [], paused: false };
  regions.set(region, state);
  const held = { pointer: false, focus: false };
  const update = () => {
    state.paused = held.pointer || held.focus;
    for (const toast of state.shown) {
      if (state.paused) window.clearTimeout(toast.timer);
      else startTimer(state, toast);
    }
  };
  region.addEventListener("mouseenter", () => ((held.pointer = true), update()));
  region.addEventListener("mouseleave", () => ((held.pointer = false), update()));
  region.addEventListener("focusin", () => ((held.focus = true), update()));
  region.addEventListener("focusout", (event) => {
    if (region.contains(event.relatedTarget as Node | null)) return;
    held.focus = false;
    update();
  });
  return state;
}

/**
 * Shows a message. A fourth toast pushes out the oldest; the same message again replaces the one on
 * screen (its time starts over) instead of stacking a copy on repeated clicks.
 */
export function showToast(message: string, options: { tone?: ToastTone; duration?: number } = {}): void {
  const tone = options.tone ?? "info";
  const region = document.getElementById(TOAST_REGION_ID);
  const template = document.getElementById(toastTemplateId(tone));
  // Parsed HTML puts a template's children in its content; a template React made in the browser keeps them as children.
  const model = template instanceof HTMLTemplateElement ? (template.content.firstElementChild ?? template.firstElementChild) : null;
  if (!region || !model) return;
  const state = stateOf(region);
  for (const toast of state.shown.filter((item) => item.card.dataset.message === message)) dismiss(state, toast);
  const card = model.cloneNode(true) as HTMLElement;
  card.dataset.message = message;
  const text = card.querySelector("[data-toast-message]");
  if (text) text.textContent = message;
  const toast: ShownToast = { card, duration: options.duration ?? DEFAULT_TOAST_DURATION };
  card.querySelector("button")?.addEventListener("click", () => dismiss(state, toast));
  region.append(card);
  state.shown.push(toast);
  while (state.shown.length > MAX_TOASTS) dismiss(state, state.shown[0] as ShownToast);
  startTimer(state, toast);
}

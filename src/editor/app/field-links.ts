import { FIELD_PARAM, TYPE_PARAM, readEditTarget, type EditTarget } from "@/lib/edit-links";
import type { DecapConfig, Field } from "../shared/decap-types";
import generated from "../generated/decap-config.json";
import { showFormOnPhone } from "./phone-layout";

/**
 * A field opened from outside Decap's form: a pencil on the live site (an address naming an entry and a field,
 * src/lib/edit-links.ts) or a click in the preview (previews/). Decap has no field-level addresses; it does have the
 * one call its own visual editing makes when a previewed text is clicked, EditorInterface's `handleFieldClick(path)`:
 * it opens the lists and objects on the path ("sections.2.title": the third section, expanded), focuses the field and
 * scrolls it into view. That call is reached here without changing what Decap saves.
 */

/** The fields of every entry as the generated configuration has them (what a copy saves to does not change them). */
const GENERATED_CONFIG = generated as unknown as DecapConfig;

/** Fields that place or name an item rather than say what it says: the field a pencil opens is the first after them. */
const NOT_FIRST = new Set(["id", "order", "publishAt"]);
/** Widgets one types into: what "its first field" means for a volunteer. */
const TYPED = new Set(["string", "text", "number", "site-link", "markdown"]);

function entryFields(config: DecapConfig, collectionName: string): Field[] | undefined {
  const collection = config.collections.find((candidate) => candidate.name === collectionName);
  if (!collection) return undefined;
  return "fields" in collection ? collection.fields : collection.files[0]?.fields;
}

/**
 * The path of the first field to type into of what the target names ("sections.2" of type "hero" → "sections.2.title";
 * an event → "title"), from the editor's configuration; the target's own path when there is none to find (the item
 * still opens).
 */
export function firstFieldPath(config: DecapConfig, { entry, path, type }: EditTarget): string {
  let fields = entryFields(config, entry.split("/")[0] ?? "");
  const segments = path ? path.split(".") : [];
  for (let at = 0; at < segments.length && fields;) {
    const field: Field | undefined = fields.find((candidate) => candidate.name === segments[at]);
    if (field?.widget === "object") {
      fields = field.fields;
      at += 1;
    } else if (field?.widget === "list") {
      // A list's name, then the item's index; a list of several kinds of item (a page's sections) takes the target's.
      fields = field.types ? field.types.find((kind) => kind.name === type)?.fields : field.fields;
      at += 2;
    } else fields = undefined;
  }
  const first = fields?.find((field) => TYPED.has(field.widget) && !NOT_FIRST.has(field.name));
  return first ? [path, first.name].filter(Boolean).join(".") : path;
}

type FiberNode = { stateNode?: unknown; return?: FiberNode | null };
/** Decap's EditorInterface: the call its visual editing makes, and the form's pane (its fields, by name). */
export type EditorInterface = { handleFieldClick(path: string): void; controlPaneRef?: unknown };

/**
 * Decap's EditorInterface for the entry on screen, found from its form's element through React's own link from a
 * DOM node to its component (a key React writes on the node, "__reactFiber$…", stable from React 17 to 19). Decap
 * names few of its elements: the form's container is named by its component, as phone-layout.ts reads it.
 * tests/e2e/site-editor-pencils.spec.ts opens fields this way, so a Decap or React update that breaks it fails there.
 */
export function decapEditor(doc: Document): EditorInterface | undefined {
  const form = doc.querySelector('#nc-root [class*="-ControlPaneContainer"]');
  if (!form?.querySelector("label")) return undefined;
  const key = Object.keys(form).find((name) => name.startsWith("__reactFiber$"));
  let fiber = key ? ((form as unknown as Record<string, FiberNode>)[key] ?? null) : null;
  for (; fiber; fiber = fiber.return ?? null) {
    const node = fiber.stateNode as Partial<EditorInterface> | null | undefined;
    if (node && typeof node.handleFieldClick === "function") return node as EditorInterface;
  }
  return undefined;
}

/** The focused element is a field of the form: the field opened. */
const focusedInForm = (doc: Document) => Boolean(doc.activeElement?.closest('#nc-root [class*="-ControlPaneContainer"]'));

/**
 * How long an opened entry's form may take to build the item a field is in: Decap renders a list's items after the
 * list itself, and on a busy phone that took over a second. Past this the entry stays open at its top.
 */
const GIVE_UP_MS = 10_000;

/** How long the form may still be settling after a field is opened: its lists, pictures and the preview beside it. */
const SETTLING_MS = 3000;

/**
 * Keeps the opened field in view while the form around it settles: items and pictures that render after the focus
 * push it down (on a busy phone it ended off the screen). Until the volunteer scrolls, touches or types, or the time
 * is up, each change of the form's size brings the field back into view.
 */
function keepInView(field: Element, doc: Document): void {
  const form = field.closest('[class*="-ControlPaneContainer"]') ?? doc.body;
  const win = doc.defaultView;
  if (!win || typeof ResizeObserver === "undefined") return;
  const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const stop = () => {
    observer.disconnect();
    win.clearTimeout(timer);
    for (const type of events) win.removeEventListener(type, stop, true);
  };
  const observer = new ResizeObserver(() => {
    if (doc.activeElement === field) field.scrollIntoView({ block: "nearest" });
    else stop();
  });
  observer.observe(form);
  const timer = win.setTimeout(stop, SETTLING_MS);
  for (const type of events) win.addEventListener(type, stop, { capture: true, passive: true });
}

/**
 * Opens the field at `path` once the entry's form is there (after the sign-in, when it loads): Decap's own call, tried
 * again while the form is still settling (its lists build their items after they first render).
 * Stops when `stillWanted` says the volunteer went elsewhere.
 */
export function openField(path: string, stillWanted: () => boolean = () => true, doc: Document = document): Promise<boolean> {
  return new Promise((resolve) => {
    /** When the form was first there to ask: the wait for its items counts from then, not from the sign-in. */
    let firstTry: number | undefined;
    let busy = false;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (opened: boolean) => {
      done = true;
      observer.disconnect();
      if (timer) clearTimeout(timer);
      resolve(opened);
    };
    const schedule = (delay: number) => {
      if (!timer && !busy && !done) timer = setTimeout(attempt, delay);
    };
    function attempt() {
      timer = undefined;
      if (done) return;
      if (!stillWanted()) return finish(false);
      const editor = decapEditor(doc);
      // Not there yet (signing in, loading): the next change of the page tries again.
      if (!editor) return;
      busy = true;
      firstTry ??= Date.now();
      editor.handleFieldClick(path);
      // Decap focuses once a list has opened its item, a render later: look after two frames.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          busy = false;
          if (focusedInForm(doc)) {
            keepInView(doc.activeElement as Element, doc);
            finish(true);
          } else if (Date.now() - (firstTry ?? 0) > GIVE_UP_MS) finish(false);
          else schedule(150);
        }),
      );
    }
    const observer = new MutationObserver(() => schedule(50));
    observer.observe(doc.body, { childList: true, subtree: true });
    attempt();
  });
}

/**
 * The editor was opened by a pencil (`/admin/?campo=sections.2&tipo=hero#/collections/pages/entries/inicio`): once
 * that entry's form is on screen, its section (or item) opens with its first field focused and in view. The address
 * then loses the query, so a reload or the back button does not do it again.
 */
export function openLinkedField(win: Window = window, config: DecapConfig = GENERATED_CONFIG): void {
  const target = readEditTarget(win.location.search, win.location.hash);
  if (!target) return;
  const route = win.location.hash;
  const forget = () => {
    const query = new URLSearchParams(win.location.search);
    query.delete(FIELD_PARAM);
    query.delete(TYPE_PARAM);
    const search = query.toString();
    win.history.replaceState(win.history.state, "", `${win.location.pathname}${search ? `?${search}` : ""}${win.location.hash}`);
  };
  // Until the volunteer leaves that entry (the hash changes): then the field is no longer what they want.
  void openField(firstFieldPath(config, target), () => win.location.hash === route, win.document).then(forget);
}

/**
 * A click in the preview opened a section: its fields, with the first one focused (on a phone, after going back to the
 * form, which the preview covers). `onFieldClick`: what Decap hands the preview for it, EditorInterface's own call.
 */
export function openFieldFromPreview(target: EditTarget, onFieldClick: ((path: string) => void) | undefined, config: DecapConfig = GENERATED_CONFIG): void {
  const path = firstFieldPath(config, target);
  if (showFormOnPhone() || !onFieldClick) void openField(path);
  else onFieldClick(path);
}

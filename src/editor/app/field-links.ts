import { FIELD_OUTCOME_ATTRIBUTE, FIELD_PARAM, TYPE_PARAM, readEditTarget, type EditTarget, type FieldOutcome } from "@/lib/edit-links";
import type { DecapConfig, Field } from "../shared/decap-types";
import generated from "../generated/decap-config.json";
import { showNotice, type Notice } from "./editor-notice";
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
/** The entry's values as Decap holds them (an Immutable.js map): what the form is built from. */
export type EntryData = { getIn(path: (string | number)[]): unknown };
/** Decap's EditorInterface: the call its visual editing makes, the form's pane (its fields, by name), the entry. */
export type EditorInterface = {
  handleFieldClick(path: string): void;
  controlPaneRef?: unknown;
  props?: { entry?: EntryData };
};

/**
 * Decap's EditorInterface for the entry on screen, found from its form's element through React's own link from a
 * DOM node to its component (a key React writes on the node, "__reactFiber$…", stable from React 17 to 19). Decap
 * names few of its elements: the form's container is named by its component, as phone-layout.ts reads it.
 * tests/e2e/site-editor-pencils.spec.ts opens fields this way, so a Decap or React update that breaks it fails there.
 */
export function decapEditor(doc: Document): EditorInterface | undefined {
  const form = doc.querySelector(FORM);
  if (!form?.querySelector("label")) return undefined;
  const key = Object.keys(form).find((name) => name.startsWith("__reactFiber$"));
  let fiber = key ? ((form as unknown as Record<string, FiberNode>)[key] ?? null) : null;
  for (; fiber; fiber = fiber.return ?? null) {
    const node = fiber.stateNode as Partial<EditorInterface> | null | undefined;
    if (node && typeof node.handleFieldClick === "function") return node as EditorInterface;
  }
  return undefined;
}

const FORM = '#nc-root [class*="-ControlPaneContainer"]';

/** The focused element is a field of the form: the field opened. */
const focusedInForm = (doc: Document) => Boolean(doc.activeElement?.closest(FORM));

/**
 * Whether the entry still has what the link names: the item at `path` (a section, a card in it) and, for a section,
 * of the same kind. The site may be older than the content (a section removed or moved since the last build): the
 * link then names nothing, and waiting longer would not change that.
 */
export function itemStillThere(entry: EntryData | undefined, { path, type }: Pick<EditTarget, "path" | "type">): boolean | undefined {
  if (!entry || typeof entry.getIn !== "function") return undefined;
  if (!path) return true;
  const segments = path.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  if (entry.getIn(["data", ...segments]) == null) return false;
  // The section the path goes through (its first list item) must still be the kind of block the link was made for.
  const section = segments.findIndex((segment) => typeof segment === "number");
  if (!type || section < 0) return true;
  const kind = entry.getIn(["data", ...segments.slice(0, section + 1), "type"]);
  return kind === undefined || kind === type;
}

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

/** How long the form may still be settling after a field is opened: its lists, pictures and the preview beside it. */
const SETTLING_MS = 3000;

/**
 * How long the form must have held still, with the field tried and not focused, before the volunteer is told it could
 * not be opened. Not a limit on the wait: a form still building (a busy phone renders a long page's sections for many
 * seconds) keeps changing, and each change is tried again; only a form that has stopped changing is done.
 */
const STILL_MS = 2500;

/** How opening a field from outside the form ended. */
export type Opening =
  /** The field has the focus, in view. */
  | "opened"
  /** The entry no longer has that item (the site is older than the content): the entry is open at its top. */
  | "gone"
  /** The volunteer went elsewhere (another entry) or started on the form themselves. */
  | "left";

/** What the page's root says of each outcome (src/lib/edit-links.ts). */
const OUTCOME_MARK: Record<Opening, FieldOutcome> = { opened: "aberto", gone: "sumiu", left: "deixado" };

/**
 * Opens the field at `path` once the entry's form is there (after the sign-in, when it loads): Decap's own call, tried
 * again at each change of the page, however long the form takes to build its lists' items on a slow device. Says in
 * Portuguese when it cannot: at once when the entry no longer has the item, and when the form has stopped changing
 * without the field taking the focus (it goes on trying at each change, and takes the message back if the field opens
 * after all). Stops when `stillWanted` says the volunteer went elsewhere, or when they start on the form themselves.
 */
export function openField(
  path: string,
  target: Pick<EditTarget, "path" | "type">,
  stillWanted: () => boolean = () => true,
  doc: Document = document,
): Promise<Opening> {
  const win = doc.defaultView ?? window;
  const root = doc.documentElement;
  const own = ["pointerdown", "keydown", "touchstart"] as const;
  return new Promise((resolve) => {
    let done = false;
    let busy = false;
    let formSeen = false;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let stillTimer: ReturnType<typeof setTimeout> | undefined;
    let notice: Notice | undefined;
    let told = "";
    const tell = (text: string) => {
      if (told === text) return;
      told = text;
      if (notice) notice.replace("alert", text);
      else notice = showNotice(doc, FIELD_NOTICE, "alert", text);
    };
    const finish = (outcome: Opening) => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(pending);
      clearTimeout(stillTimer);
      for (const type of own) win.removeEventListener(type, tookOver, true);
      root.setAttribute(FIELD_OUTCOME_ATTRIBUTE, OUTCOME_MARK[outcome]);
      if (outcome === "opened") notice?.close();
      resolve(outcome);
    };
    // The volunteer acts on the form (not on the sign-in before it): where the focus goes is theirs from now on.
    function tookOver() {
      if (formSeen) finish("left");
    }
    const tryAgainSoon = () => {
      if (!pending && !done) pending = setTimeout(attempt, 50);
    };
    /** Each change of the page restarts the count; a form that held still that long after a try is done changing. */
    const countStill = () => {
      clearTimeout(stillTimer);
      stillTimer = setTimeout(() => {
        if (!done && formSeen && !busy) tell(STUCK_TEXT);
      }, STILL_MS);
    };
    function attempt() {
      pending = undefined;
      if (done || busy) return;
      if (!stillWanted()) return finish("left");
      const editor = decapEditor(doc);
      // Not there yet (signing in, loading the entry): the next change of the page tries again.
      if (!editor) return;
      formSeen = true;
      if (itemStillThere(editor.props?.entry, target) === false) {
        tell(GONE_TEXT);
        return finish("gone");
      }
      busy = true;
      editor.handleFieldClick(path);
      // Decap focuses once a list has opened its item, a render later: look after two frames.
      win.requestAnimationFrame(() =>
        win.requestAnimationFrame(() => {
          busy = false;
          if (done) return;
          if (focusedInForm(doc)) {
            keepInView(doc.activeElement as Element, doc);
            finish("opened");
          } else countStill();
        }),
      );
    }
    // Every change of the page (the sign-in ending, the entry loading, a list building its items) is a new chance.
    const observer = new MutationObserver(() => {
      countStill();
      tryAgainSoon();
    });
    observer.observe(doc.body, { childList: true, subtree: true });
    for (const type of own) win.addEventListener(type, tookOver, { capture: true, passive: true });
    root.setAttribute(FIELD_OUTCOME_ATTRIBUTE, "abrindo" satisfies FieldOutcome);
    attempt();
  });
}

const FIELD_NOTICE = "aviso-do-lapis";
const GONE_TEXT =
  "O lápis apontava para uma parte que não existe mais nesta entrada: ela foi mudada ou apagada depois da última publicação do site. A entrada está aberta; procure no formulário o que quer editar.";
const STUCK_TEXT =
  "Não foi possível abrir sozinho o campo que o lápis apontava. A entrada está aberta: procure o campo no formulário. Se ele abrir daqui a pouco, este aviso some.";

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
  void openField(firstFieldPath(config, target), target, () => win.location.hash === route, win.document).then(forget);
}

/**
 * A click in the preview opened a section: its fields, with the first one focused (on a phone, after going back to the
 * form, which the preview covers), the way a pencil's link opens them: one way, with its wait and its message.
 */
export function openFieldFromPreview(target: EditTarget, config: DecapConfig = GENERATED_CONFIG): void {
  showFormOnPhone();
  void openField(firstFieldPath(config, target), target);
}

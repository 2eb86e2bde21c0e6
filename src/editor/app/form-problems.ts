import { decapEditor } from "./field-links";
import { showFormOnPhone } from "./phone-layout";
import type { RefusedProblem } from "./refusal";

/**
 * A refused save, told at its fields: each field the check names gets its message under its label, in Portuguese, and
 * is outlined in red; on a phone the preview (which covers the form) closes first; the first such field ends in view.
 * The message goes when the field is changed (and every message at the next save, which checks again).
 *
 * Decap's own field errors (its Redux fieldsErrors) were the other way, and were left: an error Decap holds for a field
 * whose list item is later folded (unmounted) stays in its store, and Decap then refuses every save without a word.
 */

const MARK = "data-problema";
const MESSAGE_CLASS = "mc-problema-no-campo";
const CONTAINER = '[class*="-ControlContainer"]';

/**
 * The pieces of Decap's form reached here: the pane and a field's Widget (its `uniqueFieldId` names its label), the list
 * or object control inside a Widget (`innerWrappedControl`), and a list's items, which are object controls themselves.
 */
type WidgetLike = { props?: { uniqueFieldId?: string }; innerWrappedControl?: ControlLike };
type ControlLike = { childRefs?: Record<string, (WidgetLike & ControlLike) | undefined>; state?: { keys?: string[] } };

const frames = (win: Window) => new Promise<void>((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(() => resolve())));

/** The Widgets on the way to the field at `path` ("sections.2.title": the list, the item, the title), as far as they are drawn. */
function widgetsOn(pane: ControlLike | undefined, path: string): WidgetLike[] {
  const found: WidgetLike[] = [];
  let control = pane;
  for (const segment of path.split(".")) {
    const refs = control?.childRefs;
    if (!refs) break;
    // A list keeps its items by a key of their own, in the order its state lists them.
    const keys = control?.state?.keys;
    const widget = Array.isArray(keys) && /^\d+$/.test(segment) ? refs[keys[Number(segment)] ?? ""] : refs[segment];
    if (!widget) break;
    found.push(widget);
    // A field's Widget holds its control; a list's item is the object control itself.
    control = widget.innerWrappedControl ?? (widget.childRefs ? widget : undefined);
  }
  return found;
}

/** The box Decap draws a field in (its label, the control, its hint), for the deepest Widget on the path that has one. */
function fieldBox(doc: Document, widgets: readonly WidgetLike[]): HTMLElement | undefined {
  for (const widget of [...widgets].reverse()) {
    const id = widget.props?.uniqueFieldId;
    if (!id) continue;
    const anchor = doc.querySelector(`label[for="${CSS.escape(id)}"]`) ?? doc.getElementById(id);
    const box = anchor?.closest<HTMLElement>(CONTAINER);
    if (box) return box;
  }
  return undefined;
}

/** Removes every message this left on the form. */
export function clearFormProblems(doc: Document = document): void {
  doc.querySelectorAll(`.${MESSAGE_CLASS}`).forEach((message) => message.remove());
  doc.querySelectorAll(`[${MARK}]`).forEach((box) => box.removeAttribute(MARK));
}

/** The message under the field's label; gone once the volunteer changes the field. */
function markField(box: HTMLElement, messages: readonly string[]): void {
  const doc = box.ownerDocument;
  box.querySelector(`:scope > .${MESSAGE_CLASS}`)?.remove();
  const note = doc.createElement("div");
  note.className = MESSAGE_CLASS;
  note.setAttribute("role", "alert");
  for (const message of messages) {
    const line = doc.createElement("p");
    // The check's messages are written to follow a file's place ("inicio.json:12:7 …"); here each is a sentence.
    line.textContent = message.charAt(0).toLocaleUpperCase("pt-BR") + message.slice(1) + (/[.!?:…]$/.test(message) ? "" : ".");
    note.append(line);
  }
  const topbar = box.firstElementChild;
  if (topbar) topbar.after(note);
  else box.prepend(note);
  box.setAttribute(MARK, "");
  const clear = () => {
    note.remove();
    box.removeAttribute(MARK);
    box.removeEventListener("input", clear, true);
    box.removeEventListener("change", clear, true);
  };
  box.addEventListener("input", clear, true);
  box.addEventListener("change", clear, true);
}

/**
 * Shows a refused save's problems beside their fields. Each field's list items and groups are opened on the way (Decap's
 * own call, the one a pencil uses), the last opened is the first problem's, which is left focused, in view. What is
 * not at a field of this form (another entry, the whole file) is listed at the top of the form (entry-panel.tsx).
 * Whether a field was marked.
 */
export async function showFormProblems(problems: readonly RefusedProblem[], doc: Document = document): Promise<boolean> {
  const win = doc.defaultView;
  if (!win) return false;
  clearFormProblems(doc);
  const byField = new Map<string, string[]>();
  for (const { field, message } of problems) if (field) byField.set(field, [...(byField.get(field) ?? []), message]);
  if (byField.size === 0) return false;
  // The form is under the preview on a phone: back to it, and let it draw.
  if (showFormOnPhone(win)) await frames(win);
  const editor = decapEditor(doc);
  if (!editor) return false;
  let first: HTMLElement | undefined;
  // The first problem last, so that it is the field left focused and on screen.
  for (const [field, messages] of [...byField].reverse()) {
    let box: HTMLElement | undefined;
    // Decap opens a folded item a render later: look again for a few frames.
    for (let attempt = 0; attempt < 10 && !box; attempt++) {
      editor.handleFieldClick(field);
      await frames(win);
      box = fieldBox(doc, widgetsOn(editor.controlPaneRef as ControlLike | undefined, field));
    }
    if (box) {
      markField(box, messages);
      first = box;
    }
  }
  if (!first) return false;
  const target = first;
  // Decap scrolls the label into view smoothly; the message under it must be on screen too, once things hold still.
  await frames(win);
  target.scrollIntoView({ block: "center" });
  return true;
}

/** How a marked field looks: its label and its control in red, the message in a box of its own under the label. */
export const FORM_PROBLEMS_CSS = `
  #nc-root [${MARK}] > :first-child label { background-color: #b42318 !important; color: #fff !important; }
  #nc-root [${MARK}] :is(input, textarea, select, [contenteditable="true"]) { border-color: #b42318 !important; }
  #nc-root .${MESSAGE_CLASS} {
    margin: 6px 0 8px;
    padding: 8px 12px;
    border-left: 4px solid #b42318;
    border-radius: 4px;
    background: #fef3f2;
    color: #7a271a;
    font: 600 15px/1.45 system-ui, sans-serif;
    text-transform: none;
  }
  #nc-root .${MESSAGE_CLASS} p { margin: 0; }
  #nc-root .${MESSAGE_CLASS} p + p { margin-top: 6px; }
`;

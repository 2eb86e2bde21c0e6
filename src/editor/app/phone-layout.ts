import { VIEW_TOGGLE_TITLES } from "./editor-locale";

/**
 * Decap's entry editor on a phone. Decap 3.16 lays the editor out at least 800 px wide (its EditorContainer and
 * toolbar have `min-width: 800px`) with the form and the preview side by side, so on a 390 px screen the page was
 * 800 px wide: "Publicar" sat off the screen, and the media library (a fixed modal as wide as that page) put
 * "Escolher selecionado" off it too. Narrower than 800 px:
 * - the editor takes the screen's width, its top bar in two rows (where it came from and the account; then
 *   "Publicar" and the other actions, wrapping), outside the scrolling form, so "Publicar" is always on screen;
 * - one pane at a time: the form, full width; Decap's own preview toggle, restyled as a button that says what it does
 *   ("Ver pré-visualização" / "Voltar ao formulário") in a bar under the form (never over a field), shows the
 *   preview in its place;
 * - every entry opens on its form (Decap remembers the last pane shown, desktop habits included);
 * - the Markdown toolbar wraps its buttons instead of squeezing them;
 * - a collection's page lists the collections as a row of chips, so its entries start on the first screen;
 * - the editorial workflow's board shows its three columns one under the other.
 *
 * Decap gives its elements few stable names. The hooks below, in order of preference: ids and classes Decap or
 * its libraries set on purpose (#nc-root, react-split-pane's .SplitPane/.Pane1/.Resizer, .cms-editor-visual),
 * the toggles' titles (our locale's words), structure, and, where nothing else names an element, the component
 * name Emotion appends to Decap's class names ("css-hn3jn7-EditorContainer": the hash changes between builds, the
 * name only when Decap renames the component). tests/e2e/site-editor-phone.spec.ts walks the weekly tasks at
 * 390 px in Chromium, so a Decap update that breaks a hook fails there.
 */

/** Narrower than Decap's editor (min-width: 800px): the phone layout applies. */
export const PHONE_MEDIA = "(max-width: 799px)";

/** Decap's EditorInterface remembers the pane beside the form here ("preview", or "none" for the form alone). */
const RIGHT_PANE_KEY = "cms.right-pane";
/** An entry being edited (new, or existing): the pane stays as the volunteer set it while on one. */
const ENTRY_ROUTE = /^#\/collections\/[^/]+\/(?:new|entries\/)/;

const STYLE_ID = "editor-phone-layout";
const { togglePreview, toggleScrollSync } = VIEW_TOGGLE_TITLES;

const editor = '#nc-root [class*="-EditorContainer"]';
const toolbar = `${editor} > :first-child`;
const backLink = `${toolbar} > a[href]`;
const actions = `${backLink} + div`;
const account = `${toolbar} > :last-child`;
/** Below the toolbar: the view toggles, then the form (alone, or in a split pane with the preview). */
const editorBody = `${editor} > :last-child`;
const viewToggles = `${editorBody} > :first-child`;
const formAlone = `${editorBody} > :last-child > [class*="-ControlPaneContainer"]`;
const previewToggle = `#nc-root button[title="${togglePreview}"]`;
/** The Markdown widget's toolbar (its buttons, then the rich text / Markdown switch), in either mode. */
const markdownToolbar = [".cms-editor-visual", ".cms-editor-raw"].map((mode) => `#nc-root ${mode} > :first-child > :first-child > :first-child`);

export const PHONE_LAYOUT_CSS = `@media ${PHONE_MEDIA} {
  ${editor} {
    min-width: 0 !important;
    padding-top: 0 !important;
    display: flex;
    flex-direction: column;
  }
  /* In the flow instead of over a 66 px padding, so it can grow to two rows. */
  ${toolbar} {
    position: relative !important;
    flex: none;
    min-width: 0 !important;
    height: auto !important;
    flex-wrap: wrap;
  }
  ${toolbar} > * {
    height: auto !important;
  }
  ${backLink} {
    flex: 1 1 0;
    min-width: 0;
    min-height: 52px;
    padding: 6px 12px !important;
    border-right-width: 0 !important;
  }
  ${backLink} > div:last-child {
    min-width: 0;
  }
  ${backLink} > div:last-child > :first-child {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  ${account} {
    flex: none;
    border-left-width: 0 !important;
  }
  /* "Publicar", "Salvar", the status, "Excluir…", the deploy preview link: a row of their own, wrapping. */
  ${actions} {
    order: 1;
    flex: 1 1 100% !important;
    flex-wrap: wrap;
    row-gap: 6px;
    padding: 6px 2px !important;
    border-top: 1px solid #dfdfe3 !important;
  }
  ${actions} > div {
    flex-wrap: wrap;
    row-gap: 6px;
  }
  ${editorBody} {
    flex: 1 1 auto;
    width: 100%;
    height: auto !important;
    min-height: 0;
    margin: 0 !important;
    display: flex;
    flex-direction: column;
  }
  /* The form (or the preview) fills what the bar under it leaves: the bar never covers a field. */
  ${editorBody} > :last-child {
    flex: 1 1 0;
    min-height: 0;
    height: auto !important;
  }
  ${formAlone} {
    padding-bottom: 24px;
  }
  /* With the preview on, it takes the whole width: the form is one tap away, behind the same button. */
  #nc-root .SplitPane > .Pane1,
  #nc-root .SplitPane > .Resizer {
    display: none !important;
  }
  /* The preview's button, in a bar of its own under the form, at the thumb: floating over the form, it hid the fields
     that scrolled under it ("Nome", "Horário de início"). */
  ${viewToggles} {
    position: static !important;
    order: 2;
    flex: none;
    display: flex;
    justify-content: flex-end;
    padding: 8px 12px calc(8px + env(safe-area-inset-bottom, 0px)) !important;
    border-top: 1px solid #dfdfe3;
    background: #fff;
  }
  /* One pane at a time: nothing to keep in step. */
  #nc-root button[title="${toggleScrollSync}"] {
    display: none !important;
  }
  ${previewToggle} {
    display: flex !important;
    align-items: center;
    gap: 6px;
    width: auto !important;
    height: 48px !important;
    margin: 0 !important;
    padding: 0 18px 0 10px !important;
    border-radius: 24px !important;
    background: #313d3e !important;
    color: #fff !important;
    box-shadow: none !important;
    font: 600 15px/1 system-ui, sans-serif;
  }
  ${previewToggle}::after {
    content: "Ver pré-visualização";
  }
  ${editor}:has(.SplitPane) button[title="${togglePreview}"]::after {
    content: "Voltar ao formulário";
  }
  /* A collection's page: Decap stacks its list of collections above the entries; as a row of wrapping chips
     (no heading, no icons) the entries come up onto the first screen. */
  #nc-root [class*="-SidebarContainer"] [class*="-SidebarHeading"] {
    display: none;
  }
  #nc-root [class*="-SidebarContainer"] [class*="-SearchContainer"] {
    margin-top: 12px;
  }
  #nc-root [class*="-SidebarNavList"] {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    padding: 4px 12px 12px;
  }
  #nc-root [class*="-SidebarNavLink"] {
    padding: 6px 12px !important;
    border: 1px solid #dfdfe3 !important;
    border-radius: 16px;
  }
  #nc-root [class*="-SidebarNavLink"] > :first-child {
    display: none;
  }
  /* The editorial workflow's board: its three columns (Rascunhos, Em Revisão, Prontos) one under the other, so a
     card's title is not broken letter by letter. A card changes column from its entry's "Status" (dragging is a mouse's). */
  #nc-root [class*="-WorkflowListContainer"] {
    grid-template-columns: minmax(0, 1fr) !important;
    min-height: 0 !important;
  }
  /* The rule Decap draws between two columns side by side. */
  #nc-root [class*="-WorkflowListContainer"] [class*="-renderColumns"]::before {
    display: none !important;
  }
  /* A date field ("Publicar em"): the phone's picker, then "Agora" and "Limpar" on a line of their own when the
     three do not fit side by side (Decap lays them out in one row, and the form cuts off the last button). */
  #nc-root div:has(> div > [data-testid="now-button"]) {
    flex-wrap: wrap;
    row-gap: 8px;
  }
  ${markdownToolbar.join(",\n  ")} {
    flex-wrap: wrap;
    row-gap: 4px;
  }
  ${markdownToolbar.map((bar) => `${bar} > :first-child`).join(",\n  ")} {
    display: flex;
    flex: 0 1 auto;
    flex-wrap: wrap;
  }
}
`;

/**
 * On a phone showing the preview (one pane at a time), back to the form, as its round button does: a click in the
 * preview opens a field there (field-links.ts). Whether it had to.
 */
export function showFormOnPhone(win: Window = window): boolean {
  const toggle = win.document.querySelector<HTMLButtonElement>(previewToggle);
  if (!win.matchMedia(PHONE_MEDIA).matches || !win.document.querySelector("#nc-root .SplitPane") || !toggle) return false;
  toggle.click();
  return true;
}

/** Adds the phone layout to the editor's page once, and opens every entry on its form on a phone. */
export function installPhoneLayout(win: Window = window): void {
  const doc = win.document;
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement("style");
  style.id = STYLE_ID;
  style.textContent = PHONE_LAYOUT_CSS;
  doc.head.append(style);

  const phone = win.matchMedia(PHONE_MEDIA);
  // Decap reads the stored pane when an entry opens; away from an entry (the lists, the workflow board) it is reset,
  // so the next entry opens on its form. At start too, before Decap reads it: a link may open an entry directly.
  const formFirst = () => {
    if (phone.matches) win.localStorage.setItem(RIGHT_PANE_KEY, "none");
  };
  formFirst();
  win.addEventListener("hashchange", () => {
    if (!ENTRY_ROUTE.test(win.location.hash)) formFirst();
  });
}

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openField, type Opening } from "../../../src/editor/app/field-links";
import { FIELD_OUTCOME_ATTRIBUTE } from "../../../src/lib/edit-links";

/**
 * Opening a pencil's field waits for Decap's form however long it takes to come and to build, and says in Portuguese
 * when it cannot (src/editor/app/field-links.ts). Decap is stood in for by what openField reads of it: the form's
 * container, React's link from it to the EditorInterface, its `handleFieldClick` and the entry's values.
 */

type Values = Record<string, unknown>;

function getIn(values: Values, path: (string | number)[]): unknown {
  let value: unknown = { data: values };
  for (const segment of path) value = value === null || typeof value !== "object" ? undefined : (value as Record<string | number, unknown>)[segment];
  return value;
}

/** Decap's form for an entry with these values, whose field takes the focus when `focusable` says so. */
function showForm(values: Values, focusable: () => boolean) {
  const root = document.createElement("div");
  root.id = "nc-root";
  const pane = document.createElement("div");
  pane.className = "css-1x2y3z-ControlPaneContainer";
  const label = document.createElement("label");
  label.textContent = "Título";
  const input = document.createElement("input");
  pane.append(label, input);
  const editor = {
    handleFieldClick: vi.fn(() => focusable() && input.focus()),
    props: { entry: { getIn: (path: (string | number)[]) => getIn(values, path) } },
  };
  Object.assign(pane, { __reactFiber$test: { stateNode: null, return: { stateNode: editor, return: null } } });
  root.append(pane);
  document.body.append(root);
  return { editor, pane, input };
}

const page = { sections: [{ type: "hero", title: "Bem-vindos" }] };
const alert = () => document.querySelector("[role=alert]")?.textContent ?? null;
const outcome = () => document.documentElement.getAttribute(FIELD_OUTCOME_ATTRIBUTE);

describe("opening a pencil's field", () => {
  let settled: Opening | undefined;
  const open = (path: string, target: { path: string; type?: string }) => {
    settled = undefined;
    void openField(path, target).then((result) => {
      settled = result;
    });
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame", "Date"] });
    document.body.replaceChildren();
    document.documentElement.removeAttribute(FIELD_OUTCOME_ATTRIBUTE);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits for a form that takes a minute to come, then opens the field", async () => {
    open("sections.0.title", { path: "sections.0", type: "hero" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect([settled, outcome(), alert()]).toEqual([undefined, "abrindo", null]);
    const { editor, input } = showForm(page, () => true);
    await vi.advanceTimersByTimeAsync(200);
    expect(editor.handleFieldClick).toHaveBeenCalledWith("sections.0.title");
    expect(document.activeElement).toBe(input);
    expect([settled, outcome(), alert()]).toEqual(["opened", "aberto", null]);
  });

  it("says at once when the entry no longer has what the pencil names, and opens nothing", async () => {
    const { editor } = showForm(page, () => true);
    open("sections.4.title", { path: "sections.4", type: "hero" });
    await vi.advanceTimersByTimeAsync(0);
    expect(editor.handleFieldClick).not.toHaveBeenCalled();
    expect([settled, outcome()]).toEqual(["gone", "sumiu"]);
    expect(alert()).toContain("O lápis apontava para uma parte que não existe mais nesta entrada");
  });

  it("takes another kind of section in that place for a change of the page too", async () => {
    showForm(page, () => true);
    open("sections.0.heading", { path: "sections.0", type: "feature-grid" });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe("gone");
  });

  it("keeps trying while the form changes; once it holds still without the field, says so, and takes it back when the field opens", async () => {
    let built = false;
    const { pane, input } = showForm(page, () => built);
    open("sections.0.title", { path: "sections.0", type: "hero" });
    // A list building its items, change after change for ten seconds: no message, still trying.
    for (let change = 0; change < 20; change++) {
      pane.append(document.createElement("div"));
      await vi.advanceTimersByTimeAsync(500);
    }
    expect([settled, alert()]).toEqual([undefined, null]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(alert()).toContain("Não foi possível abrir sozinho o campo que o lápis apontava");
    expect(settled).toBeUndefined();
    // The item comes after all: the field opens and the message goes.
    built = true;
    pane.append(document.createElement("div"));
    await vi.advanceTimersByTimeAsync(200);
    expect(document.activeElement).toBe(input);
    expect([settled, outcome(), alert()]).toEqual(["opened", "aberto", null]);
  });

  it("stops once the volunteer starts on the form: the focus is theirs", async () => {
    const { editor, pane } = showForm(page, () => false);
    open("sections.0.title", { path: "sections.0", type: "hero" });
    await vi.advanceTimersByTimeAsync(200);
    pane.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    const calls = editor.handleFieldClick.mock.calls.length;
    pane.append(document.createElement("div"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(editor.handleFieldClick.mock.calls.length).toBe(calls);
    expect([settled, outcome()]).toEqual(["left", "deixado"]);
  });
});

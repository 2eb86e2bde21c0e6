// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { trackTyping } from "@/site/islands/typed-fields";

function form() {
  const element = document.createElement("div");
  element.innerHTML = `<input name="email" /><input name="ok" type="checkbox" />`;
  const [email, ok] = element.querySelectorAll("input");
  return { element, email: email as HTMLInputElement, ok: ok as HTMLInputElement };
}

describe("what a visitor types before and while an island hydrates", () => {
  it("is read as it happens, so a field reset during hydration still gives back what was typed", () => {
    const { element, email, ok } = form();
    email.value = "antes@exemplo.com";
    const typing = trackTyping(element);
    email.value = "maria@exemplo.com";
    email.dispatchEvent(new Event("input", { bubbles: true }));
    ok.checked = true;
    ok.dispatchEvent(new Event("change", { bubbles: true }));
    // React hydrating a controlled field may put back its pre-rendered value.
    email.value = "";
    ok.checked = false;
    expect(typing.typed().map(({ value, checked }) => ({ value, checked }))).toEqual([
      { value: "maria@exemplo.com", checked: false },
      { value: "on", checked: true },
    ]);
  });

  it("stops listening once the island has hydrated", () => {
    const { element, email } = form();
    const typing = trackTyping(element);
    typing.stop();
    email.value = "depois@exemplo.com";
    email.dispatchEvent(new Event("input", { bubbles: true }));
    expect(typing.typed()[0]?.value).toBe("");
  });
});

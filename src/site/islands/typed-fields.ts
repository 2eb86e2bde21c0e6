type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  field: Field;
  value: string;
  checked: boolean;
}

function isChoice(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
}

/**
 * A visitor can reach a form before its island wakes (it wakes on that very focus or tap), and goes on
 * typing, ticking and choosing while React hydrates, which takes a moment on a slow phone. React would
 * keep the fields' pre-rendered, empty values: what the visitor does is read as it happens, from the
 * first look until `stop()`, so all of it can be handed to React once hydrated.
 */
export function trackTyping(element: HTMLElement): { typed: () => Typed[]; stop: () => void } {
  const latest = new Map<Field, Typed>();
  const read = (field: Field) => latest.set(field, { field, value: field.value, checked: isChoice(field) ? field.checked : false });
  element.querySelectorAll<Field>("input, textarea, select").forEach(read);
  const onEdit = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) read(field);
  };
  element.addEventListener("input", onEdit, true);
  element.addEventListener("change", onEdit, true);
  return {
    typed: () => [...latest.values()],
    stop: () => {
      element.removeEventListener("input", onEdit, true);
      element.removeEventListener("change", onEdit, true);
    },
  };
}

/**
 * Gives React each field the visitor changed from its pre-rendered value, through the events React
 * listens to. React remembers the value it believes a field has; setting it through the field itself
 * first makes React see the visitor's value as a change, whatever it believed after hydrating.
 */
export function replayTyped(typed: Typed[]): void {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue;
    if (isChoice(field)) {
      if (checked === field.defaultChecked) continue;
      field.checked = !checked;
      field.click();
      continue;
    }
    const initial = field instanceof HTMLSelectElement ? "" : field.defaultValue;
    if (value === initial) continue;
    field.value = `${value}\u0000`;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  }
}

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
 * A visitor can reach a form before its island wakes (it wakes on that very focus or tap). React
 * would hydrate the fields with their pre-rendered, empty values: what was typed is read first.
 */
export function typedBeforeHydration(element: HTMLElement): Typed[] {
  const fields = element.querySelectorAll<Field>("input, textarea, select");
  return [...fields].map((field) => ({ field, value: field.value, checked: isChoice(field) ? field.checked : false }));
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

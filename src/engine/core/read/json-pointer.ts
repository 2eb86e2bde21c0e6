/** RFC 6901 JSON pointers: ajv reports them, the problems carry them, the tree lookup reads them. */

export function escapePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
}

export function appendPointer(pointer: string, segment: string | number): string {
  return `${pointer}/${escapePointerSegment(segment)}`;
}

export function splitPointer(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
}

type Visit = (key: string | number, value: unknown, pointer: string, parent: object) => void;

/** Calls `visit` for every property and array item, depth first, with its pointer. */
export function walkJson(value: unknown, visit: Visit, pointer = ""): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const itemPointer = appendPointer(pointer, index);
      visit(index, item, itemPointer, value);
      walkJson(item, visit, itemPointer);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      const childPointer = appendPointer(pointer, key);
      visit(key, child, childPointer, value);
      walkJson(child, visit, childPointer);
    }
  }
}

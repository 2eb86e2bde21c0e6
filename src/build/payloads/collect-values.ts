/**
 * Every value stored under a key, at any depth of a piece of content (a page with its collections),
 * that `take` accepts: the images it shows, the icons it names. A taken value is not searched further.
 */
export function collectValues<T>(value: unknown, take: (key: string, child: unknown) => child is T, found = new Set<T>()): Set<T> {
  if (Array.isArray(value)) value.forEach((item) => collectValues(item, take, found));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (take(key, child)) found.add(child);
      else collectValues(child, take, found);
    }
  }
  return found;
}

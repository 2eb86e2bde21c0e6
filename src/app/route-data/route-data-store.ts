import { use } from "react";

type Entry =
  | { status: "pending"; promise: Promise<unknown> }
  | { status: "fulfilled"; promise: Promise<unknown>; value: unknown }
  | { status: "rejected"; promise: Promise<unknown>; reason: unknown };

/**
 * Route data (a page's JSON with its block code, a post with the post view) keyed by route, loaded
 * once per visit. A route reads it during render: the first client render of a pre-rendered page
 * finds it seeded from the HTML and renders synchronously (hydration never suspends); on client
 * navigation the read suspends, so React keeps the current page on screen until the next one is ready.
 */
export class RouteDataStore {
  private readonly entries = new Map<string, Entry>();

  seed(key: string, value: unknown): void {
    this.entries.set(key, { status: "fulfilled", promise: Promise.resolve(value), value });
  }

  read<T>(key: string, load: () => Promise<T>): T {
    const entry = this.entries.get(key) ?? this.start(key, load);
    if (entry.status === "fulfilled") return entry.value as T;
    if (entry.status === "rejected") throw entry.reason;
    return use(entry.promise) as T;
  }

  /** Called when the error screen is left: visiting a failed address again tries it afresh. */
  forgetFailures(): void {
    for (const [key, entry] of this.entries) if (entry.status === "rejected") this.entries.delete(key);
  }

  private start(key: string, load: () => Promise<unknown>): Entry {
    const promise = load().then(
      (value) => {
        this.entries.set(key, { status: "fulfilled", promise, value });
        return value;
      },
      (reason: unknown) => {
        this.entries.set(key, { status: "rejected", promise, reason });
        throw reason;
      },
    );
    const entry: Entry = { status: "pending", promise };
    this.entries.set(key, entry);
    return entry;
  }
}

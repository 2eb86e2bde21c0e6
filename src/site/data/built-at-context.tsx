import { createContext, useContext, type ReactNode } from "react";

const BuiltAtContext = createContext<Date | undefined>(undefined);

/**
 * The instant the build publishes for (SOURCE_DATE_EPOCH, or the clock: src/build/build-stamp.ts): what a page works
 * out ahead of time for its script starts there (the next-service line's zone offsets).
 */
export function BuiltAtProvider({ at, children }: { at: Date | undefined; children: ReactNode }) {
  return <BuiltAtContext.Provider value={at}>{children}</BuiltAtContext.Provider>;
}

/** The build's instant; in the editor's preview and the block gallery, which publish nothing, now. */
export function useBuiltAt(): Date {
  return useContext(BuiltAtContext) ?? new Date();
}

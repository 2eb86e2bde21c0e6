import { createContext, useContext, type ReactNode } from "react";
import type { ChurchEntry } from "@/types/content-entries";

const MainChurchContext = createContext<ChurchEntry | undefined>(undefined);

/**
 * The sede (the church marked "headquarters": true), whose times and address the frame shows on every page: the
 * header's strip, the footer, the contact page. It is one of the churches, read from its file like the others; the
 * build hands it to every page beside site.json.
 */
export function MainChurchProvider({ church, children }: { church: ChurchEntry | undefined; children: ReactNode }) {
  return <MainChurchContext.Provider value={church}>{children}</MainChurchContext.Provider>;
}

/** The sede; undefined only where no church is known yet (an editor's preview of content that does not pass the check). */
export function useMainChurch(): ChurchEntry | undefined {
  return useContext(MainChurchContext);
}

import { createContext, useContext, type ReactNode } from "react";
import type { SiteWords } from "./site-words";

/**
 * The frame's words, resolved once where the page is assembled (AppProviders: site.json's `words` over the schema's
 * defaults, site-words.ts) and read here by the components. This module never imports the schema: islands import
 * some of the same components, and their chunks must not carry it.
 */
const WordsContext = createContext<SiteWords | null>(null);

/** What a link says of where it opens: the one group an island's components need (SmartLink), in its props. */
const NewTabWordsContext = createContext<SiteWords["newTabs"] | null>(null);

/** The words the contact and prayer forms share (their fields' "(opcional)", the send buttons): only islands use them. */
const FormWordsContext = createContext<SiteWords["forms"] | null>(null);

export function WordsProvider({ words, children }: { words: SiteWords; children: ReactNode }) {
  return (
    <WordsContext value={words}>
      <NewTabWordsContext value={words.newTabs}>{children}</NewTabWordsContext>
    </WordsContext>
  );
}

/** Inside an island, which has no page around it: the link words it was given. */
export function NewTabWordsProvider({ words, children }: { words: SiteWords["newTabs"]; children: ReactNode }) {
  return <NewTabWordsContext value={words}>{children}</NewTabWordsContext>;
}

/** Inside a form's island: the forms' shared words it was given in its props. */
export function FormWordsProvider({ words, children }: { words: SiteWords["forms"]; children: ReactNode }) {
  return <FormWordsContext value={words}>{children}</FormWordsContext>;
}

export function useWords(): SiteWords {
  const words = useContext(WordsContext);
  if (!words) throw new Error("useWords must be used inside <WordsProvider> (AppProviders)");
  return words;
}

export function useNewTabWords(): SiteWords["newTabs"] {
  const words = useContext(NewTabWordsContext);
  if (!words) throw new Error("useNewTabWords must be used inside <WordsProvider> or, in an island, <NewTabWordsProvider>");
  return words;
}

export function useFormWords(): SiteWords["forms"] {
  const words = useContext(FormWordsContext);
  if (!words) throw new Error("useFormWords must be used inside <FormWordsProvider> (a form's island)");
  return words;
}

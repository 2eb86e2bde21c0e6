// decap-cms-locales ships no types; the editor reads only the Portuguese phrases it adjusts.
declare module "decap-cms-locales" {
  type Phrases = { [key: string]: string | Phrases };
  export const pt: Phrases & {
    collection: Phrases & { collectionTop: Phrases };
    editor: Phrases & { editorInterface: Phrases; editorWidgets: Phrases & { list: Phrases } };
  };
}

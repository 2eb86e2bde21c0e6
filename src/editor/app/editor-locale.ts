import { pt } from "decap-cms-locales";

/** The titles of the editor's view toggles (Decap's words): the phone layout finds the toggles by them (phone-layout.ts). */
export const VIEW_TOGGLE_TITLES = { togglePreview: "Mudar pré-visualização", toggleScrollSync: "Sincronizar rolagem" };

/**
 * Decap's Portuguese, with the phrases this site's labels make awkward put right: the add button
 * already names the item ("Adicionar seção"), so the trailing "item" goes; the new entry button's
 * full-width plus ("＋ Evento") is a glyph many phones' fonts lack (an empty box), so it is a plain "+".
 */
export const EDITOR_LOCALE = {
  ...pt,
  collection: {
    ...pt.collection,
    collectionTop: { ...pt.collection.collectionTop, newButton: "+ %{collectionLabel}" },
  },
  editor: {
    ...pt.editor,
    editorInterface: { ...pt.editor.editorInterface, ...VIEW_TOGGLE_TITLES },
    editorWidgets: {
      ...pt.editor.editorWidgets,
      list: { ...pt.editor.editorWidgets.list, addType: "Adicionar %{item}" },
    },
  },
};

import { pt } from "decap-cms-locales";

/** The titles of the editor's view toggles (Decap's words): the phone layout finds the toggles by them (phone-layout.ts). */
export const VIEW_TOGGLE_TITLES = { togglePreview: "Mudar pré-visualização", toggleScrollSync: "Sincronizar rolagem" };

/**
 * Decap's Portuguese, with the phrases this site's labels make awkward put right: the add button
 * already names the item ("Adicionar seção"), so the trailing "item" goes.
 */
export const EDITOR_LOCALE = {
  ...pt,
  editor: {
    ...pt.editor,
    editorInterface: { ...pt.editor.editorInterface, ...VIEW_TOGGLE_TITLES },
    editorWidgets: {
      ...pt.editor.editorWidgets,
      list: { ...pt.editor.editorWidgets.list, addType: "Adicionar %{item}" },
    },
  },
};

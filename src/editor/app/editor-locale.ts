import { pt } from "decap-cms-locales";

/**
 * Decap's Portuguese, with the phrases this site's labels make awkward put right: the add button
 * already names the item ("Adicionar seção"), so the trailing "item" goes.
 */
export const EDITOR_LOCALE = {
  ...pt,
  editor: {
    ...pt.editor,
    editorWidgets: {
      ...pt.editor.editorWidgets,
      list: { ...pt.editor.editorWidgets.list, addType: "Adicionar %{item}" },
    },
  },
};

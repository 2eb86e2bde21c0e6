import en from "decap-cms-locales/dist/esm/en/index.js";
import pt from "decap-cms-locales/dist/esm/pt/index.js";

type Phrases = { [key: string]: string | Phrases };

/** `over` laid on `under`, phrase by phrase. */
function laid(under: Phrases, over: Phrases): Phrases {
  const merged: Phrases = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = typeof value === "object" && typeof below === "object" ? laid(below, value) : value;
  }
  return merged;
}

/** Decap's English, registered beneath Portuguese: a phrase a newer Decap adds shows in English, never as its key. */
export const ENGLISH_PHRASES: Phrases = en;

/**
 * Phrases Decap's Portuguese (decap-cms-locales 3.8.2) lacks, which would show in English: a field's aria-label,
 * the date's "now" button, an object's expand and collapse, the media library's close, the notes of the hosted
 * editorial workflow... tests/unit/admin/editor-locale.test.ts fails when Decap's English has one more.
 */
const MISSING_IN_PORTUGUESE: Phrases = {
  auth: { loginWithForgejo: "Entrar com o Forgejo" },
  collection: {
    collectionTop: { viewAsList: "Ver como lista", viewAsGrid: "Ver como grade" },
    entries: { unpublishedHeader: "Entradas não publicadas" },
  },
  editor: {
    editorControl: { field: { widgetLabel: "campo do tipo %{widgetLabel}" } },
    editorControlPane: {
      i18n: {
        copyFromLocale: "Preencher a partir de outro idioma",
        copyFromLocaleConfirm: "Preencher com o que está no idioma %{locale}?\nTudo o que já está escrito aqui será substituído.",
      },
    },
    editorInterface: { toggleNotes: "Mostrar ou esconder as notas" },
    editorNotesPane: {
      title: "Notas",
      emptyState: "Nenhuma nota ainda. Escreva a primeira abaixo para conversar sobre esta mudança.",
      addNote: "Adicionar nota",
      addPlaceholder: "Escreva uma nota...",
      editPlaceholder: "Edite a sua nota...",
      save: "Salvar",
      cancel: "Cancelar",
      edit: "Editar",
      delete: "Excluir",
      resolve: "Marcar como resolvida",
      unresolve: "Reabrir",
      confirmDelete: "Tem certeza de que quer excluir esta nota?",
      shortcut: "Dica: aperte Ctrl+Enter para adicionar a nota",
    },
    editorWidgets: {
      markdown: {
        strikethrough: "Tachado",
        toggleMode: { rich: "Mudar para o texto formatado", markdown: "Mudar para o Markdown" },
      },
      image: { chooseMultiple: "Escolher imagens", addMore: "Adicionar mais imagens", removeAll: "Remover todas as imagens" },
      file: { chooseMultiple: "Escolher arquivos", addMore: "Adicionar mais arquivos", removeAll: "Remover todos os arquivos" },
      datetime: { setToNow: "Preencher %{fieldLabel} com a data de agora" },
      object: { expand: "Expandir", collapse: "Recolher" },
    },
  },
  mediaLibrary: { mediaLibraryModal: { close: "Fechar" } },
  ui: {
    settingsDropdown: { account: "Opções da conta" },
    toast: {
      noteAdded: "Nota adicionada",
      onFailToAddNote: "Não foi possível adicionar a nota: %{details}",
      noteUpdated: "Nota atualizada",
      onFailToUpdateNote: "Não foi possível atualizar a nota: %{details}",
      noteDeleted: "Nota excluída",
      onFailToDeleteNote: "Não foi possível excluir a nota: %{details}",
      noteResolved: "Nota resolvida",
      noteReopened: "Nota reaberta",
      onFailToToggleNote: "Não foi possível mudar a nota: %{details}",
    },
  },
};

/** The titles of the editor's view toggles (Decap's words): the phone layout finds the toggles by them (phone-layout.ts). */
export const VIEW_TOGGLE_TITLES = { togglePreview: "Mudar pré-visualização", toggleScrollSync: "Sincronizar rolagem" };

/**
 * Decap's Portuguese, completed, with the phrases this site's labels make awkward put right: the add button
 * already names the item ("Adicionar seção"), so the trailing "item" goes; the new entry button's full-width
 * plus ("＋ Evento") is a glyph many phones' fonts lack (an empty box), so it is a plain "+"; a failed save is "Não foi
 * salvo", not a technical "persistir"; the workflow board dates a card "MMMM D", which Decap's dayjs writes in English
 * ("November 26"), so it is in numbers, year first as the lists write dates ("2026-11-26"), and counts its columns
 * without "0 pronta"; the sign-in button says where it leads, the editor, not the service behind it.
 */
export const EDITOR_LOCALE: Phrases = laid(laid(pt, MISSING_IN_PORTUGUESE), {
  collection: { collectionTop: { newButton: "+ %{collectionLabel}" } },
  // "Falha ao persistir na entrada: Error: …": a refused save says it in the volunteer's words (save-check.ts).
  ui: { toast: { onFailToPersist: "Não foi salvo: %{details}" } },
  editor: { editorInterface: VIEW_TOGGLE_TITLES, editorWidgets: { list: { addType: "Adicionar %{item}" } } },
  workflow: {
    workflow: {
      dateFormat: "YYYY-MM-DD",
      description:
        "Esperando revisão: %{smart_count}. Prontas para publicar: %{readyCount}. |||| Esperando revisão: %{smart_count}. Prontas para publicar: %{readyCount}.",
    },
  },
  // The sign-in is the editor's: the window that opens says whose account it asks for (site-content/LEIA-ME.md, "Entrar").
  auth: { loginWithGitHub: "Entrar no editor" },
});

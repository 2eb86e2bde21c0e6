/**
 * What, outside the form, changes what it shows when the page opens: the page script reads these
 * without loading the form's code (src/site/browser/island-loaders.ts), so this file imports nothing.
 */

/** A ministry's "Fale Conosco" link fills the subject: /contato?assunto=Ministério de Jovens. */
export const SUBJECT_PARAM = "assunto";

/** Where the visitor's unsent text is kept between reloads (contact-draft.ts). */
export const DRAFT_KEY = "monte-calvario:contato:rascunho";

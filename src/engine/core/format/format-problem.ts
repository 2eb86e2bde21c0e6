import type { ContentNote, ContentProblem } from "../kinds/types";

/** `site-content/pages/inicio.json:12:7 /sections/2/type: mensagem` (the pointer is left out for whole-file problems). */
export function formatProblem(problem: ContentProblem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  return problem.pointer === "" ? `${where} ${problem.message}` : `${where} ${problem.pointer}: ${problem.message}`;
}

// GitHub workflow commands: https://github.com/actions/toolkit/blob/main/packages/core/src/command.ts
function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

/** `::error file=…,line=…,col=…::/pointer: mensagem`, shown by GitHub as an annotation on the line. */
export function formatProblemGithub(problem: ContentProblem): string {
  const text = problem.pointer === "" ? problem.message : `${problem.pointer}: ${problem.message}`;
  return `::error file=${escapeProperty(problem.file)},line=${problem.line},col=${problem.column}::${escapeData(text)}`;
}

/** `aviso: site-content/posts/x.html:3:1 mensagem`, or `aviso: arquivo: mensagem` for a note about the whole file. */
export function formatNote(note: ContentNote): string {
  return note.line === undefined ? `aviso: ${note.file}: ${note.message}` : `aviso: ${note.file}:${note.line}:${note.column ?? 1} ${note.message}`;
}

export function formatNoteGithub(note: ContentNote): string {
  const where = note.line === undefined ? "" : `,line=${note.line},col=${note.column ?? 1}`;
  return `::warning file=${escapeProperty(note.file)}${where}::${escapeData(note.message)}`;
}

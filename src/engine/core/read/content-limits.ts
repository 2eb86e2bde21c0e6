import type { ContentProblem } from "../kinds/types";

/**
 * Limits a church site never comes near, checked before a file is parsed, so a pasted 50 MB body or
 * 10,000 nested brackets end in a clear message instead of an exhausted heap or a stack overflow.
 */
export const MAX_JSON_BYTES = 2 * 1024 * 1024;
export const MAX_BODY_BYTES = 1024 * 1024;
/** The deepest real content (a prose list inside a section inside a page) is under 10 levels. */
export const MAX_DEPTH = 64;

// Rounded up, so a file just over the limit never reads as equal to it ("2,01 MB", limit "2 MB").
export const megabytes = (bytes: number) => `${(Math.ceil((bytes / (1024 * 1024)) * 100) / 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 })} MB`;

/** UTF-8 bytes of a text, as the file on disk would have them (browser-safe: no Buffer). */
export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** A file over its limit: the size is known before a single byte of it is read. */
export function tooLargeProblem(file: string, size: number, limit: number): ContentProblem {
  const message = `arquivo grande demais: tem ${megabytes(size)}, e o limite é ${megabytes(limit)}. Um texto do site nunca precisa de tanto: confira se não foi colado algo por engano (uma imagem, um documento inteiro) e divida o texto se for preciso`;
  return { file, line: 1, column: 1, pointer: "", message };
}

/** Where brackets nest deeper than MAX_DEPTH (outside strings), or undefined: checked before parsing. */
export function tooDeepOffset(text: string): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") {
      depth++;
      if (depth > MAX_DEPTH) return i;
    } else if (char === "}" || char === "]") depth--;
  }
  return undefined;
}

export const TOO_DEEP_MESSAGE = `chaves { } ou colchetes [ ] aninhados demais (mais de ${MAX_DEPTH} níveis): nenhum conteúdo do site chega perto disso. Confira se o texto não foi colado repetido, ou se faltam os } e ] que fecham cada item`;

/** Content is files inside the content folder: a symlink (to /etc/passwd, to another folder) is never read or published. */
export const SYMLINK_MESSAGE =
  "é um atalho (link simbólico) para outro lugar: o conteúdo do site precisa ser arquivos de verdade dentro desta pasta. Apague o atalho e copie para cá o próprio arquivo";

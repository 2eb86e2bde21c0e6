import { readdir, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import type { ContentProblem } from "../core/kinds/types";

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

/** A file over its limit, or undefined. Read with stat, before a single byte of it is loaded. */
export async function sizeProblem(root: string, file: string, limit: number): Promise<ContentProblem | undefined> {
  const info = await stat(join(root, file)).catch(() => null);
  if (!info || info.size <= limit) return undefined;
  const message = `arquivo grande demais: tem ${megabytes(info.size)}, e o limite é ${megabytes(limit)}. Um texto do site nunca precisa de tanto: confira se não foi colado algo por engano (uma imagem, um documento inteiro) e divida o texto se for preciso`;
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

/**
 * Content is files inside the project: a symlink (to /etc/passwd, to another folder) is never read
 * or published. Every one under the content folder is an error naming it.
 */
export async function symlinkProblems(root: string, folder: string): Promise<ContentProblem[]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => {
      const file = relative(root, join(entry.parentPath, entry.name)).split("\\").join("/");
      const message =
        "é um atalho (link simbólico) para outro lugar: o conteúdo do site precisa ser arquivos de verdade dentro desta pasta. Apague o atalho e copie para cá o próprio arquivo";
      return { file, line: 1, column: 1, pointer: "", message };
    });
}

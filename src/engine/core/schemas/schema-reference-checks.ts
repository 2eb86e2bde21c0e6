import type { ContentFile } from "../kinds/content-kind";
import type { Finding } from "./schema-messages";

/**
 * The "$schema" a content file must carry: the relative path from its folder to its schema. Both are
 * project-relative paths with forward slashes and no "..", so the path climbs out of the file's folders
 * that are not shared with schemas/, then down.
 */
export function expectedSchemaReference(file: { file: string; kind: Pick<ContentFile["kind"], "schema"> }): string {
  const from = file.file.split("/").slice(0, -1);
  const to = `schemas/${file.kind.schema}`.split("/");
  let shared = 0;
  while (shared < from.length && shared < to.length - 1 && from[shared] === to[shared]) shared++;
  return [...Array<string>(from.length - shared).fill(".."), ...to.slice(shared)].join("/");
}

const WHY = "é ele que faz o VS Code completar e explicar cada campo enquanto você escreve";

/**
 * Every content file starts with "$schema" (docs/architecture.md): without it, or with a path that leads nowhere,
 * the editor silently loses completion and help. The message gives the exact line to write.
 */
export function schemaReferenceFindings(file: ContentFile): Finding[] {
  const value = file.json.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  const expected = expectedSchemaReference(file);
  const line = `"$schema": "${expected}"`;
  if (!Object.hasOwn(value, "$schema")) {
    return [
      { pointer: "/$schema", anchor: "value", message: `falta "$schema" no começo do arquivo: acrescente ${line}, como primeira linha depois de "{" (${WHY})` },
    ];
  }
  const actual = (value as Record<string, unknown>).$schema;
  if (actual === expected) return [];
  return [{ pointer: "/$schema", anchor: "value", message: `"$schema" errado${typeof actual === "string" ? ` ("${actual}")` : ""}: escreva ${line} (${WHY})` }];
}

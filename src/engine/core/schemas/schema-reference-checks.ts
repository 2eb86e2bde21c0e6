import { posix } from "node:path";
import type { ContentFile } from "../kinds/content-kinds";
import type { Finding } from "./schema-messages";

/** The "$schema" a content file must carry: the relative path from its folder to its schema. */
export function expectedSchemaReference(file: Pick<ContentFile, "file" | "kind">): string {
  return posix.relative(posix.dirname(file.file), `schemas/${file.kind.schema}`);
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

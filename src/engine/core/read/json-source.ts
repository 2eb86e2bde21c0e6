import { getLocation, parseTree, type Node, type ParseError } from "jsonc-parser";
import { appendPointer, splitPointer } from "./json-pointer";
import { describeSyntaxError, type SyntaxIssue } from "./syntax-messages";
import type { ContentProblem } from "../kinds/types";

/** A content file parsed with positions kept, so any later finding can point back into the text. */
export interface ParsedJson {
  file: string;
  tree: Node;
  value: unknown;
  lineStarts: number[];
}

export interface ParseOutcome {
  /** Undefined when the file has a syntax error: nothing after parsing can trust its shape. */
  json?: ParsedJson;
  problems: ContentProblem[];
}

/** Where a finding points: the value (most errors) or the property name (unknown or repeated keys). */
export type Anchor = "value" | "key";

const STRICT_JSON = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };
const BOM_MESSAGE =
  'o arquivo começa com um caractere invisível (BOM): salve-o como "UTF-8" sem BOM (no VS Code: clique em "UTF-8 with BOM" na barra de baixo, "Save with Encoding", "UTF-8")';

const NOT_UTF8_MESSAGE = 'caractere ilegível "\uFFFD": o arquivo não está em UTF-8 e os acentos se perderiam. Salve-o com a codificação "UTF-8"';

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === "\n" || (char === "\r" && text[i + 1] !== "\n")) starts.push(i + 1);
  }
  return starts;
}

function positionAt(lineStarts: number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((lineStarts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
}

// Not jsonc-parser's getNodeValue: a "__proto__" key must stay a plain (reported) field, not a prototype.
function toValue(node: Node): unknown {
  if (node.type === "array") return (node.children ?? []).map(toValue);
  if (node.type !== "object") return node.value;
  const result: Record<string, unknown> = {};
  for (const [key, value] of (node.children ?? []).map((property) => property.children ?? [])) {
    if (!key || !value) continue;
    const field = { value: toValue(value), enumerable: true, writable: true, configurable: true };
    Object.defineProperty(result, String(key.value), field);
  }
  return result;
}

/** The node a pointer names; the deepest existing ancestor when the path does not exist (e.g. a missing field). */
export function nodeAtPointer(tree: Node, pointer: string): Node {
  let node = tree;
  for (const segment of splitPointer(pointer)) {
    const children = node.children ?? [];
    // The last duplicate wins, as in the parsed value that ajv validated.
    const next = node.type === "array" ? children[Number(segment)] : children.findLast((property) => property.children?.[0]?.value === segment)?.children?.[1];
    if (!next) return node;
    node = next;
  }
  return node;
}

export function problemAt(json: ParsedJson, pointer: string, anchor: Anchor, message: string): ContentProblem {
  const node = nodeAtPointer(json.tree, pointer);
  const keyNode = anchor === "key" && node.parent?.type === "property" ? node.parent.children?.[0] : undefined;
  return { file: json.file, ...positionAt(json.lineStarts, (keyNode ?? node).offset), pointer, message };
}

/** A problem about the file as a whole (missing file, bad file name). */
export function fileProblem(file: string, message: string): ContentProblem {
  return { file, line: 1, column: 1, pointer: "", message };
}

function duplicateKeyProblems(json: ParsedJson, node: Node, pointer: string, out: ContentProblem[]): void {
  const seen = new Map<string, Node>();
  node.children?.forEach((child, index) => {
    const [key, value] = node.type === "object" ? (child.children ?? []) : [undefined, child];
    const name = key ? String(key.value) : String(index);
    const childPointer = appendPointer(pointer, name);
    const first = key ? seen.get(name) : undefined;
    if (key && first) {
      const firstLine = positionAt(json.lineStarts, first.offset).line;
      const position = positionAt(json.lineStarts, key.offset);
      const message = `campo "${name}" repetido: ele já aparece na linha ${firstLine} deste objeto. Apague um dos dois`;
      out.push({ file: json.file, ...position, pointer: childPointer, message });
    }
    if (key) seen.set(name, key);
    if (value) duplicateKeyProblems(json, value, childPointer, out);
  });
}

/** Best-effort pointer for a syntax error, so the editor also sees which field it is in. */
function pointerAt(text: string, offset: number): string {
  const path = getLocation(text, offset).path;
  // A trailing "" means "where a property name was expected": the object itself is the better pointer.
  if (path.at(-1) === "") path.pop();
  return path.reduce<string>((pointer, segment) => appendPointer(pointer, segment), "");
}

function syntaxIssues(text: string, errors: ParseError[], hasBom: boolean): SyntaxIssue[] {
  const issues: SyntaxIssue[] = hasBom ? [{ offset: 0, message: BOM_MESSAGE, recoverable: true }] : [];
  // Node decodes bytes that are not UTF-8 (a file saved as Latin-1) to U+FFFD; the accents would be lost.
  const undecodable = text.indexOf("\uFFFD");
  if (undecodable >= 0) return [...issues, { offset: undecodable, message: NOT_UTF8_MESSAGE, recoverable: false }];
  const seen = new Set<number>();
  for (const error of errors) {
    const issue = describeSyntaxError(text, error);
    if (seen.has(issue.offset)) continue; // one parser mistake often raises two errors at the same place
    seen.add(issue.offset);
    issues.push(issue);
    if (!issue.recoverable) break; // what follows an unrecoverable error is noise
  }
  return issues;
}

export function parseJsonSource(file: string, text: string): ParseOutcome {
  const hasBom = text.charCodeAt(0) === 0xfeff;
  const source = hasBom ? ` ${text.slice(1)}` : text; // same length, so offsets stay true
  const errors: ParseError[] = [];
  const tree = parseTree(source, errors, STRICT_JSON);
  const lineStarts = computeLineStarts(source);
  const issues = syntaxIssues(source, errors, hasBom);
  if (issues.length > 0 || !tree) {
    const list = issues.length > 0 ? issues : [{ offset: 0, message: "o arquivo não pôde ser lido como JSON" }];
    return {
      problems: list.map(({ offset, message }) => ({
        file,
        ...positionAt(lineStarts, offset),
        pointer: pointerAt(source, offset),
        message,
      })),
    };
  }
  const json: ParsedJson = { file, tree, value: toValue(tree), lineStarts };
  const problems: ContentProblem[] = [];
  duplicateKeyProblems(json, tree, "", problems);
  return { json, problems };
}

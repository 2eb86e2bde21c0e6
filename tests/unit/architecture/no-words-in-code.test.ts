import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../support/fixture-site";

/**
 * Nothing a visitor reads or hears is written in src/: the frame's words are site.json's `words`, a block's its own
 * fields, each with its default in the schema (docs/architecture.md, "The frame's words"). The facts of one church
 * are held out by no-church-in-code.test.ts, which reads them from the content; words have no such list to read, so
 * this test reads the components instead (TypeScript's parser, no guessing at markup with patterns) and finds the
 * ways a sentence gets written into the HTML of a page:
 *
 * - text between tags (`<legend>Como podemos responder?</legend>`);
 * - a string as a child, or what a child shows of one: a template's text, a branch of `?:`, a call's argument of
 *   more than one word (`{" sobre "}`, `{which("do evento")}`; a lone space or punctuation is not a word);
 * - a literal label, title, alt text or placeholder (`aria-label="Em números"`);
 * - a fallback sentence after `??` (`block.emptyText ?? "Nenhum artigo…"`; a one-word fallback is an option's value,
 *   such as `?? "primario"`, not a sentence).
 *
 * What it cannot see: a one-word argument of a call (`which("sobre")`: it cannot be told from an option such as
 * `"plural"`), a constant in a .ts module handed to a component or an attribute, words a browser module writes
 * into the page (textContent), and the pt-BR of dates and times (src/lib/dates.ts, "às", "Das"), which is the
 * language's grammar, not a church's word. Those remain for review.
 */

/** A name, the same in every church's site: not a word to translate or reword. */
const NAMES = new Set(["WhatsApp"]);
/** The blocks' gallery of `npm run dev`, never published. */
const DEV_ONLY = "src/site/app/dev-gallery/";
const LABEL_ATTRIBUTES = new Set(["aria-label", "aria-description", "aria-roledescription", "title", "alt", "placeholder"]);
const WORD = /\p{L}{2,}/u;

/**
 * The components that still write words, and how many: this list only shrinks. Moving a file's words to content,
 * lower its number (or remove its line); a new sentence in a component belongs in content, not here.
 */
const STILL_IN_CODE: Record<string, number> = {};

/** Each word written into a component's markup, as `line: "text"`. */
function wordsInMarkup(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const add = (node: ts.Node, text: string) => {
    const words = text.trim().replace(/\s+/g, " ");
    if (WORD.test(words) && !NAMES.has(words)) found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: "${words}"`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer) && LABEL_ATTRIBUTES.has(node.name.getText()))
      add(node, node.initializer.text);
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken && ts.isStringLiteralLike(node.right)) {
      if (node.right.text.trim().includes(" ")) add(node, node.right.text);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) textOf(node.expression);
    ts.forEachChild(node, visit);
  };
  // What a child expression shows: a template's text, a call's text arguments (`which(" sobre")`), either branch.
  const textOf = (expression: ts.Expression): void => {
    if (ts.isStringLiteralLike(expression)) add(expression, expression.text);
    else if (ts.isParenthesizedExpression(expression)) textOf(expression.expression);
    else if (ts.isConditionalExpression(expression)) [expression.whenTrue, expression.whenFalse].forEach(textOf);
    else if (ts.isTemplateExpression(expression))
      [expression.head, ...expression.templateSpans.map((span) => span.literal)].forEach((part) => add(part, part.text));
    else if (ts.isCallExpression(expression))
      expression.arguments
        .filter(ts.isStringLiteralLike)
        // One word is an option (`weekdayName(day, "plural")`), a phrase is text.
        .forEach((argument) => argument.text.trim().includes(" ") && add(argument, argument.text));
  };
  visit(source);
  return found;
}

async function components(): Promise<string[]> {
  const entries = await readdir(join(PROJECT_ROOT, "src/site"), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".tsx"))
    .map((entry) => relative(PROJECT_ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(DEV_ONLY))
    .sort();
}

describe("no words in the code", () => {
  it("finds each way a sentence gets into the markup, and passes over names, spaces, punctuation and options", () => {
    const code = `
      export const A = ({ block, title }) => (
        <section aria-label="Em números" data-x="não é texto" className="grade">
          <p>Como podemos responder?</p>
          {" "}{" – "}{title}
          <span>{" sobre "}{title}</span>
          <a title="WhatsApp">WhatsApp</a>
          <p>{block.emptyText ?? "Nada por aqui."}</p>
          <Button variant={block.variant ?? "primario"} />
          {which("do evento")}{weekdayName(day, "plural")}{open ? "Fechar" : label}{\`\${count}: \${title}\`}{\`\${count} artigos\`}
          <Card kind={kind === "video" ? "wide" : "narrow"} />{kind === "video" && <Video />}{format(date, { month: "long" })}
        </section>
      );`;
    expect(wordsInMarkup("a.tsx", code)).toEqual([
      '3: "Em números"',
      '4: "Como podemos responder?"',
      '6: "sobre"',
      '8: "Nada por aqui."',
      '10: "do evento"',
      '10: "Fechar"',
      '10: "artigos"',
    ]);
  });

  it("every component writes its words from content, but for the ones still listed, which only shrink", async () => {
    const grown: string[] = [];
    const shrunk: string[] = [];
    const seen = new Set<string>();
    for (const file of await components()) {
      const found = wordsInMarkup(file, await readFile(join(PROJECT_ROOT, file), "utf8"));
      const key = file.slice("src/site/".length);
      const allowed = STILL_IN_CODE[key] ?? 0;
      if (found.length > 0) seen.add(key);
      if (found.length > allowed) grown.push(`${file}: ${found.join(", ")}`);
      else if (found.length < allowed) shrunk.push(`${key}: ${allowed} → ${found.length}`);
    }
    for (const key of Object.keys(STILL_IN_CODE)) if (!seen.has(key) && !shrunk.some((line) => line.startsWith(`${key}:`))) shrunk.push(`${key}: gone`);
    expect(grown, "words written in a component: put them in site.json's words or the block's schema, with their default").toEqual([]);
    expect(shrunk, "fewer words in code than STILL_IN_CODE says: lower the number, or remove the line").toEqual([]);
  });
});

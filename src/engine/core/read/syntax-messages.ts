import { createScanner, printParseErrorCode, type ParseError } from "jsonc-parser";

export interface SyntaxIssue {
  offset: number;
  message: string;
  /** The parser resynchronises cleanly after these, so later errors in the file are real too. */
  recoverable: boolean;
}

const CURLY_QUOTES = new Set(["“", "”", "‘", "’", "„", "«", "»", "″"]);
const CONTROL_NAMES: Record<string, string> = { "\t": "uma tabulação (tecla Tab)" };

function previousNonBlank(text: string, offset: number): number {
  let index = offset - 1;
  while (index >= 0 && /\s/.test(text[index] ?? "")) index -= 1;
  return index;
}

/** The word the parser choked on, as the editor typed it (up to the next blank or delimiter). */
function tokenAt(text: string, offset: number): string {
  const match = /^("[^"\n]{0,30}"?|[^\s,:{}[\]"]{1,30})/.exec(text.slice(offset));
  return match ? match[0] : (text[offset] ?? "");
}

// jsonc-parser's SyntaxKind is an ambient const enum, which isolatedModules cannot read.
const TOKEN = { openBrace: 1, closeBrace: 2, openBracket: 3, closeBracket: 4, eof: 17 } as const;

/** The innermost { or [ that is never closed: where the missing } or ] belongs. */
function unclosedOpener(text: string, upTo = text.length): number | undefined {
  const scanner = createScanner(text, true);
  const stack: number[] = [];
  for (let token = scanner.scan(); token !== TOKEN.eof && scanner.getTokenOffset() < upTo; token = scanner.scan()) {
    if (token === TOKEN.openBrace || token === TOKEN.openBracket) stack.push(scanner.getTokenOffset());
    else if (token === TOKEN.closeBrace || token === TOKEN.closeBracket) stack.pop();
  }
  return stack.at(-1);
}

/**
 * `"text": "o chamado "Ide" de Jesus",`: the inner straight quote ended the text early. The line as it
 * should be, with curly quotes inside, so the editor can copy it; undefined when the line has another shape.
 */
export function straightQuotesFix(text: string, offset: number): string | undefined {
  const start = text.lastIndexOf("\n", offset) + 1;
  const end = text.indexOf("\n", offset);
  const line = text.slice(start, end < 0 ? text.length : end);
  const match = /^(\s*(?:"(?:[^"\\]|\\.)*"\s*:\s*)?")(.*)("\s*,?\s*)$/.exec(line);
  if (!match || !(match[2] ?? "").includes('"')) return undefined;
  let open = true;
  const inner = (match[2] ?? "").replace(/(?<!\\)"/g, () => ((open = !open) ? "”" : "“"));
  return `${match[1]}${inner}${match[3]}`.trim();
}

function describeSymbol(text: string, offset: number): string {
  const char = text[offset] ?? "";
  if (text[previousNonBlank(text, offset)] === '"' && /[\p{L}\p{N}]/u.test(char)) {
    const fixed = straightQuotesFix(text, offset);
    const how = fixed ? ` Esta linha fica assim: ${fixed}` : "";
    return `aspas retas " dentro de um texto: elas terminam o texto antes da hora. Dentro do texto, use aspas curvas “ ” (ou escreva \\" no lugar de cada ").${how}`;
  }
  if (CURLY_QUOTES.has(char)) return `aspas curvas ${char} — troque por aspas retas "`;
  if (char === "'") return `aspas simples ' não valem em JSON — troque por aspas retas "`;
  return `texto inesperado ${tokenAt(text, offset)}: em JSON, textos e nomes de campos vão entre aspas retas "`;
}

/** `offset` is where the closer was expected: the end of the file, or a } / ] that closes the wrong thing. */
function describeUnclosed(text: string, offset: number, brace: boolean): SyntaxIssue {
  const found = text[offset] === "}" || text[offset] === "]" ? ` antes deste ${text[offset]}` : "";
  const message = brace ? `a chave { aberta aqui não foi fechada: falta um }${found}` : `o colchete [ aberto aqui não foi fechado: falta um ]${found}`;
  return { offset: unclosedOpener(text, offset) ?? offset, message, recoverable: false };
}

/** Turns one jsonc-parser error into a pt-BR sentence that names the bad character. */
export function describeSyntaxError(text: string, error: ParseError): SyntaxIssue {
  const { offset } = error;
  const char = text[offset] ?? "";
  const code = printParseErrorCode(error.error);
  const issue = (message: string, at = offset, recoverable = false): SyntaxIssue => ({
    offset: at,
    message,
    recoverable,
  });

  if (text.trim() === "") return issue("o arquivo está vazio: ele deve ter pelo menos { }", 0);
  if ((code === "PropertyNameExpected" || code === "ValueExpected") && (char === "}" || char === "]")) {
    const before = previousNonBlank(text, offset);
    if (text[before] === ",") return issue(`vírgula sobrando antes de ${char}: apague a vírgula`, before, true);
  }
  switch (code) {
    case "InvalidCommentToken":
      return issue("comentários não são permitidos em JSON: apague o comentário (// ou /* */)", offset, true);
    case "InvalidSymbol":
      return issue(describeSymbol(text, offset));
    case "PropertyNameExpected":
      return issue(`esperava o nome de um campo entre aspas retas " (ex.: "title"), mas há ${tokenAt(text, offset)}`);
    case "CommaExpected": {
      // "{ ... ]" or "[ ... }": the real mistake is the opener left unclosed, not a comma.
      if (char === "}" || char === "]") return describeUnclosed(text, offset, char === "]");
      const after = previousNonBlank(text, offset) + 1;
      // The parser reads on as if the comma were there, so the file's next mistakes are real: list them too.
      return issue(`falta uma vírgula aqui, antes de ${tokenAt(text, offset)}: separe os itens com ,`, after, true);
    }
    case "ColonExpected":
      return issue(`falta : depois do nome do campo (ex.: "title": "Sobre")`);
    case "CloseBraceExpected":
      return describeUnclosed(text, offset, true);
    case "CloseBracketExpected":
      return describeUnclosed(text, offset, false);
    case "UnexpectedEndOfString":
      return issue(`texto sem aspas de fechamento: feche o texto com " antes do fim da linha`);
    case "InvalidEscapeCharacter":
    case "InvalidUnicode": {
      const slash = text.indexOf("\\", offset);
      return issue(`barra invertida \\ inválida dentro do texto: para escrever uma \\ use \\\\`, slash < 0 ? offset : slash);
    }
    case "InvalidCharacter": {
      const control = /[\u0000-\u001f]/.exec(text.slice(offset));
      const name = control ? (CONTROL_NAMES[control[0]] ?? "um caractere invisível") : "um caractere invisível";
      return issue(`o texto contém ${name}: troque por um espaço`, control ? offset + control.index : offset);
    }
    case "InvalidNumberFormat":
    case "UnexpectedEndOfNumber":
      return issue("número inválido: escreva só algarismos, com ponto para decimais (ex.: -23.5664)");
    case "EndOfFileExpected":
      return issue("há conteúdo depois do fim do JSON: o arquivo deve ter um único { ... }");
    default:
      break;
  }
  if (char === ",") return issue("vírgula fora do lugar: falta um valor antes dela");
  if (char === "") return issue("o arquivo termina no meio: falta completar o conteúdo");
  return issue(`esperava um valor aqui, mas há ${tokenAt(text, offset)}`);
}

import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { compileMarkdown } from "../../../src/engine/core/posts/markdown-compile";
import { findTextLoss, type TextLoss } from "../../../src/engine/core/posts/sanitize-text-loss";
import { sanitizePostHtml } from "../../../src/engine/node/sanitize-on-jsdom";
import { syntheticPosts } from "../../../src/build/synthetic-posts";
import { HOSTILE_VECTORS } from "./hostile-vectors";

const SITE = { siteOrigin: "https://www.montecalvario.org.br" };
const { window } = new JSDOM("");
const decoder = window.document.createElement("textarea");
const decode = (text: string) => {
  decoder.innerHTML = text;
  return decoder.value;
};

/**
 * The text-loss walk as it was before it stopped decoding every word through the parser: each word of
 * the source decoded, then compared character by character. The walk today must find exactly this.
 */
function textLossBefore(dirty: string, cleanText: string): TextLoss | undefined {
  const blanked = dirty.replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<[^<>]*>/gi, (code) => " ".repeat(code.length));
  const characters = [...blanked.matchAll(/\S+/g)].flatMap((match) => {
    const word = decode(match[0]);
    if (/[<>="]/.test(word)) return [];
    return [...word.replace(/\s+/g, "")].map((char) => ({ char, offset: match.index ?? 0 }));
  });
  const kept = [...cleanText.replace(/\s+/g, "")];
  let next = 0;
  const lost: number[] = [];
  for (const { char, offset } of characters) {
    if (kept[next] === char) next += 1;
    else lost.push(offset);
  }
  const first = lost[0];
  if (first === undefined || lost.length < 12) return undefined;
  const before = dirty.slice(0, first).split("\n");
  const excerpt = dirty
    .slice(first)
    .replace(/<[^<>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 60);
  return { at: { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }, characters: lost.length, excerpt };
}

const FRAME_BEFORE = "<p>Texto antes do vetor, que precisa continuar no artigo.</p>";
const FRAME_AFTER = "<p>Texto depois do vetor, que também precisa continuar no artigo.</p>";

/** Text written with character references, NULs, stray markup and characters outside the BMP. */
const ENCODED = [
  "<p>Caf&eacute; &amp; p&atilde;o, &quot;aspas&quot; e &#x2014; travess&#227;o &#8212; fim da frase longa.</p>",
  "<p>Espa&ccedil;os:&nbsp;duro&#32;e&#160;mais&#x20;um, R&D sem ponto e v&iacute;rgula &notin; &amp</p>",
  "<p>&lt;script&gt;alert(1)&lt;/script&gt; escrito como texto, que precisa aparecer inteiro.</p>",
  "<p>Um NUL \u0000 no meio e outro codificado &#0; &#x0; e texto depois dele também.</p>",
  "<p>Antes x</textarea/ depois, e ainda a</textarea b</TEXTAREA/ c &lt;/textarea&gt; d</p>",
  "<p>Emoji 😀 e surrogates \uD83D\uDE00 e um sozinho \uD800 no meio do texto comprido.</p>",
  "<p>Linhas\r\nde Windows\rantigas\ne novas, com texto bastante para contar.</p>",
  '<noscript><p title="</noscript>&lt;b&gt; caf&eacute; com p&atilde;o e bastante texto depois">',
  '<p title="aspas abertas>Caf&eacute; e todo o texto que vem depois some do site</p><p>mais &amp; mais</p>',
  "<!-- coment&aacute;rio --><template>&amp; oculto</template><style>a{b:c}</style>Texto solto &amp; visível no fim.",
];

/** Every body of the corpus: the hostile vectors in their frame, encoded text, and synthetic posts in HTML and in Markdown. */
function corpus(): string[] {
  const synthetic = Object.entries(syntheticPosts(4, 1000)).map(([file, text]) =>
    file.endsWith(".html") ? text : compileMarkdown((JSON.parse(text) as { body?: string }).body ?? "").html,
  );
  return [...HOSTILE_VECTORS.map((vector) => `${FRAME_BEFORE}\n${vector}\n${FRAME_AFTER}\n`), ...ENCODED, ...synthetic.filter((body) => body !== "")];
}

/** The cleaned text, as the sanitiser hands it over: its published HTML's text. */
function cleanTextOf(dirty: string): string {
  const body = window.document.createElement("body");
  body.innerHTML = sanitizePostHtml(dirty, SITE).html;
  return body.textContent ?? "";
}

describe("text that cleaning would drop", () => {
  it("is found exactly where the word-by-word walk found it, on hostile, encoded and ordinary posts", () => {
    let found = 0;
    for (const dirty of corpus()) {
      const clean = cleanTextOf(dirty);
      // The real cleaned text, none of it (everything lost) and half of it (a loss in the middle).
      for (const kept of [clean, "", clean.slice(0, Math.floor(clean.length / 2))]) {
        const loss = findTextLoss(dirty, kept, decode);
        expect(loss, dirty).toEqual(textLossBefore(dirty, kept));
        if (loss) found += 1;
      }
    }
    // The corpus does exercise losses, not only clean posts.
    expect(found).toBeGreaterThan(40);
  });

  it("asks the parser to decode only words that hold a character reference or a NUL", () => {
    const decoded: string[] = [];
    const spy = (text: string) => {
      decoded.push(text);
      return decode(text);
    };
    const dirty = "<p>Palavras comuns, acentuadas e pontuadas: não é «nada» demais.</p><p>Caf&eacute; a\u0000b x</textarea/</p>";
    findTextLoss(dirty, cleanTextOf(dirty), spy);
    expect(decoded).toEqual(["Caf&eacute;", "a\u0000b"]);
  });
});

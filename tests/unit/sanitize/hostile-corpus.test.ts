import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "../../../src/engine/node/sanitize-on-jsdom";
import { isDangerousRemoval } from "../../../src/engine/core/posts/sanitize-danger";
import { HOSTILE_VECTORS } from "./hostile-vectors";

const SITE = { siteOrigin: "https://www.montecalvario.org.br" };
const BEFORE = "<p>Texto antes do vetor, que precisa continuar no artigo.</p>";
const AFTER = "<p>Texto depois do vetor, que também precisa continuar no artigo.</p>";

/**
 * Each vector must end neutralised (nothing that can run survives) and either refused with a message at
 * a line (a dangerous removal or text that would vanish) or published without losing the legitimate text
 * around it.
 */
describe("a corpus of hostile post markup", () => {
  it.each(HOSTILE_VECTORS.map((vector, i) => [i + 1, vector]))(
    "vector %i is neutralised, and refused or published with its surrounding text: %s",
    (_n, vector) => {
      const body = `${BEFORE}\n${vector}\n${AFTER}\n`;
      const result = sanitizePostHtml(body, SITE);
      expect(result.html).not.toMatch(/<(script|iframe|object|embed|base|meta|link|form|input|button|style|svg|math|template|noscript)\b/i);
      expect(result.html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(result.html).not.toMatch(/(href|src|srcset|action|formaction|background)="\s*(javascript|vbscript|data:text)/i);
      expect(result.html).not.toMatch(/id="conteudo"/);
      const refused = result.removed.some((removal) => isDangerousRemoval(removal.what)) || result.textLoss !== undefined;
      if (refused) {
        const where = [...result.removed.map((r) => r.at), ...(result.textLoss ? [result.textLoss.at] : [])];
        expect(where.every((at) => at.line >= 1 && at.column >= 1)).toBe(true);
      } else {
        expect(result.html).toContain("Texto antes do vetor");
        expect(result.html).toContain("Texto depois do vetor");
      }
    },
  );
});

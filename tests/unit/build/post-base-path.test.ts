import { describe, expect, it } from "vitest";
import { withBasePath } from "../../../src/build/prerender";

describe("post bodies under a sub-folder base path", () => {
  const body =
    '<p>Veja <a href="/contato">o contato</a>, <a href="https://exemplo.org/x">fora</a> e <a href="#oracao">a oração</a>.</p><img src="/images/a.jpg" alt="A"><p>Escreva href="/x" assim.</p>';

  it("prefixes site paths in links and images, and nothing else", () => {
    expect(withBasePath(body, "/monte-calvario/")).toBe(
      '<p>Veja <a href="/monte-calvario/contato">o contato</a>, <a href="https://exemplo.org/x">fora</a> e <a href="#oracao">a oração</a>.</p><img src="/monte-calvario/images/a.jpg" alt="A"><p>Escreva href="/x" assim.</p>',
    );
  });

  it("leaves bodies alone at the site root", () => {
    expect(withBasePath(body, "/")).toBe(body);
  });
});

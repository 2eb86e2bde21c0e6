// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { writtenText } from "../../../src/site/browser/island-fallbacks";

/**
 * What a visitor form's fallback carries to WhatsApp and e-mail when the form's code cannot load
 * (src/site/browser/island-fallbacks.ts): what was written, field by field, read off the page as it was built.
 */
describe("the text a form's fallback carries", () => {
  it("is each filled field under its label, the form's name first, as the visitor left them", () => {
    document.body.innerHTML = `
      <form aria-label="Pedido de oração">
        <input type="hidden" name="formulario" value="pedido-de-oracao">
        <label for="nome">Seu nome<span> (opcional)</span></label><input id="nome" name="nome" value="  Ana ">
        <label for="pedido">Seu pedido de oração</label><textarea id="pedido" name="pedido">Pela minha família.
E pelo trabalho.</textarea>
        <label><input type="checkbox" name="publico" value="sim" checked> A igreja pode orar por este pedido em público.</label>
        <label><input type="checkbox" name="outro" value="sim"> Nunca marcado</label>
        <label for="retorno">Telefone ou e-mail</label><input id="retorno" name="retorno" value="">
        <input name="sem-rotulo" value="solto">
        <button type="submit">Enviar</button>
      </form>`;
    const form = document.querySelector("form") as HTMLFormElement;
    expect(writtenText(form)).toBe(
      [
        "Pedido de oração",
        "",
        "Seu nome (opcional): Ana",
        "Seu pedido de oração: Pela minha família.\nE pelo trabalho.",
        "A igreja pode orar por este pedido em público: sim",
        "solto",
      ].join("\n"),
    );
  });
});

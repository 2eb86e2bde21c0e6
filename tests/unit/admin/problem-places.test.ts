import { beforeAll, describe, expect, it } from "vitest";
import type { SourceEntry } from "../../../src/engine/core/kinds/list-content";
import type { ContentProblem } from "../../../src/engine/core/kinds/types";
import type { Field } from "../../../src/editor/shared/decap-types";

type Places = typeof import("../../../src/editor/app/problem-places");
type Configure = typeof import("../../../src/editor/shared/editor-settings").editorConfig;

let places: Places;
let config: ReturnType<Configure>;
beforeAll(async () => {
  // `npm run editor`'s settings, on the default folder.
  const { editorConfig } = await import("../../../src/editor/shared/editor-settings");
  config = editorConfig({ mode: "local", proxyUrl: "http://127.0.0.1:1/api/v1", contentFolder: "site-content" });
  places = await import("../../../src/editor/app/problem-places");
});

const sources: SourceEntry[] = [
  { path: "site-content/pages/contato.json", type: "file", text: JSON.stringify({ title: "Fale Conosco" }) },
  { path: "site-content/site.json", type: "file", text: JSON.stringify({ name: "Igreja" }) },
];
const problem = (file: string, pointer: string, message: string): ContentProblem => ({ file, line: 3, column: 7, pointer, message });

describe("a refused save's problems, in the editor's words", () => {
  it("a problem of the saved entry is at its field: the form's path to open, its labels, the check's message", () => {
    const fields = config.collections.find((collection) => collection.name === "pages")?.fields as Field[];
    const data = { sections: [{ type: "hero", actions: [{ label: "A", href: "/x" }] }] };
    const placed = places.placeProblem(
      problem("site-content/pages/inicio.json", "/sections/0/actions/0/href", 'a página "/x" não existe'),
      { path: "site-content/pages/inicio.json", fields, data },
      config,
      sources,
    );
    expect(placed).toEqual({
      field: "sections.0.actions.0.href",
      where: "Seções › 1 (Abertura do topo) › Botões › 1 › Link",
      message: 'a página "/x" não existe',
    });
  });

  it("another entry is named by its collection, its title and its field, never by a file and a line", () => {
    const placed = places.placeProblem(
      problem("site-content/pages/contato.json", "/title", "título repetido"),
      { path: "site-content/pages/inicio.json", fields: [], data: {} },
      config,
      sources,
    );
    expect(placed).toEqual({ where: "Páginas › Fale Conosco › Título", message: "título repetido" });
    const settings = places.placeProblem(
      problem("site-content/site.json", "/featuredPost", "nenhum artigo tem o número 12"),
      { path: "x", fields: [], data: {} },
      config,
      sources,
    );
    expect(settings).toEqual({ where: "Configurações do site › Artigo em destaque", message: "nenhum artigo tem o número 12" });
  });

  it("files and folders a message names are the entries and collections the editor shows", () => {
    expect(places.inEditorWords("título repetido: site-content/pages/contato.json já usa “Olá”", config, sources)).toBe(
      "título repetido: “Fale Conosco” (Páginas) já usa “Olá”",
    );
    expect(places.inEditorWords('a página "/contatos" não existe. Confira o endereço: cada página é um arquivo em site-content/pages/', config, sources)).toBe(
      'a página "/contatos" não existe. Confira o endereço: cada página é um arquivo em “Páginas”',
    );
    expect(places.inEditorWords("o dado vem de site-content/site.json", config, sources)).toBe("o dado vem de “Configurações do site”");
  });
});

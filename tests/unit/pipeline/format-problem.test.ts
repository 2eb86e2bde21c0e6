import { describe, expect, it } from "vitest";
import { formatNote, formatNoteGithub, formatProblem, formatProblemGithub } from "../../../src/engine/core/format/format-problem";

const problem = {
  file: "site-content/pages/inicio.json",
  line: 12,
  column: 7,
  pointer: "/sections/2/type",
  message: 'tipo de bloco desconhecido "heor". Você quis dizer "hero"?',
};

describe("problem output", () => {
  it("human: file:line:col pointer: message", () => {
    expect(formatProblem(problem)).toBe('site-content/pages/inicio.json:12:7 /sections/2/type: tipo de bloco desconhecido "heor". Você quis dizer "hero"?');
    expect(formatProblem({ ...problem, pointer: "", message: "arquivo vazio" })).toBe("site-content/pages/inicio.json:12:7 arquivo vazio");
  });

  it("github: an ::error annotation with GitHub's escaping", () => {
    expect(formatProblemGithub(problem)).toBe(
      '::error file=site-content/pages/inicio.json,line=12,col=7::/sections/2/type: tipo de bloco desconhecido "heor". Você quis dizer "hero"?',
    );
    const tricky = { ...problem, file: "a,b:c.json", message: "100% errado\r\nlinha 2" };
    expect(formatProblemGithub(tricky)).toBe("::error file=a%2Cb%3Ac.json,line=12,col=7::/sections/2/type: 100%25 errado%0D%0Alinha 2");
  });

  it("notes are warnings", () => {
    expect(formatNoteGithub({ file: "site-content/pages/x.txt", message: "ignorado" })).toBe("::warning file=site-content/pages/x.txt::ignorado");
  });

  it("a note about one place in a file carries its line and column", () => {
    const note = { file: "site-content/posts/a.html", line: 3, column: 5, message: "removido por segurança: <script>" };
    expect(formatNote(note)).toBe("aviso: site-content/posts/a.html:3:5 removido por segurança: <script>");
    expect(formatNoteGithub(note)).toBe("::warning file=site-content/posts/a.html,line=3,col=5::removido por segurança: <script>");
    expect(formatNote({ file: "site-content/pages/x.txt", message: "ignorado" })).toBe("aviso: site-content/pages/x.txt: ignorado");
  });
});

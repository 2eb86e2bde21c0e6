import { describe, expect, it } from "vitest";
import { annotationProblem, combineChecks } from "../../../src/editor/app/github-checks";

// GitHub's own shapes (REST API 2022-11-28): a combined status and the check runs of a pull request's head commit.
const run = (id: number, name: string, status: string, conclusion: string | null, annotations = 0) => ({
  id,
  name,
  status,
  conclusion,
  html_url: `https://github.com/igreja/site/runs/${id}`,
  output: { title: null, annotations_count: annotations },
});
const deployPreview = (state: "pending" | "success" | "failure") => ({
  context: "netlify/igreja/deploy-preview",
  state,
  target_url: "https://deploy-preview-7--igreja.netlify.app",
  description: state === "failure" ? "Deploy failed" : null,
});
const none = new Map();

describe("an entry's checks, from GitHub's statuses and check runs", () => {
  it("nothing reported yet is still 'verificando': CI takes a moment to start on a new commit", () => {
    expect(combineChecks({ statuses: [] }, [], none)).toEqual({ state: "pending", names: [] });
  });

  it("a job still running, or a status still pending, is 'verificando'", () => {
    expect(combineChecks({ statuses: [] }, [run(1, "Conteúdo e testes", "in_progress", null)], none).state).toBe("pending");
    expect(combineChecks({ statuses: [deployPreview("pending")] }, [run(1, "Conteúdo e testes", "completed", "success")], none).state).toBe("pending");
  });

  it("everything passed (skipped and neutral ones too) is 'pode publicar'", () => {
    const runs = [run(1, "Conteúdo e testes", "completed", "success"), run(2, "Publicação agendada", "completed", "skipped")];
    expect(combineChecks({ statuses: [deployPreview("success")] }, runs, none)).toEqual({
      state: "success",
      names: ["Conteúdo e testes", "Publicação agendada", "netlify/igreja/deploy-preview"],
    });
  });

  it("a failed run is 'não passou' with the check's own messages, the field's pointer apart; a failed status with its description", () => {
    const failed = run(1, "Conteúdo e testes", "completed", "failure", 2);
    const annotations = new Map([
      [
        1,
        [
          {
            path: "site-content/pages/inicio.json",
            start_line: 14,
            annotation_level: "failure",
            message: '/sections/0/actions/0/href: a página "/x" não existe',
          },
          { path: "site-content/pages/inicio.json", start_line: 3, annotation_level: "warning", message: "aviso que não impede" },
        ],
      ],
    ]);
    expect(combineChecks({ statuses: [deployPreview("failure")] }, [failed, run(2, "Lighthouse", "in_progress", null)], annotations)).toEqual({
      state: "failure",
      names: ["Conteúdo e testes", "Lighthouse", "netlify/igreja/deploy-preview"],
      failed: [
        {
          name: "Conteúdo e testes",
          url: "https://github.com/igreja/site/runs/1",
          problems: [{ file: "site-content/pages/inicio.json", line: 14, pointer: "/sections/0/actions/0/href", message: 'a página "/x" não existe' }],
        },
        { name: "netlify/igreja/deploy-preview", url: "https://deploy-preview-7--igreja.netlify.app", problems: [{ message: "Deploy failed" }] },
      ],
    });
  });

  it("a message for the whole file has no pointer", () => {
    expect(annotationProblem({ path: "site-content/posts/x.json", start_line: 1, message: "falta o texto do artigo" })).toEqual({
      file: "site-content/posts/x.json",
      line: 1,
      message: "falta o texto do artigo",
    });
  });
});

import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { annotationProblem, combineChecks, gitHubEntryChecks, type GitHubApi } from "../../../src/editor/app/github-checks";
import checkAnswers from "../../fixtures/github-api/checks-answers.json";

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

/**
 * GitHub cannot be reached from here: the hosted reader (gitHubEntryChecks, through Decap's API object) is run against
 * a stand-in whose every answer is first held to GitHub's own published description of those endpoints
 * (tests/fixtures/github-api/checks-answers.json, from GitHub's OpenAPI description). What is proved: which requests
 * it makes, with which API version, and what it makes of answers GitHub may give. What is not: GitHub itself.
 */
type Schema = Record<string, unknown>;
const ajv = new Ajv({ strict: false });
addFormats(ajv);

/** The smallest answer a schema accepts: its required properties, each the first thing its type allows. */
function sample(schema: Schema): unknown {
  const first = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Schema[] | undefined;
  if (first) return sample(first[0] ?? {});
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? null;
  const type = Array.isArray(schema.type) ? (schema.type.find((one) => one !== "null") as string | undefined) : (schema.type as string | undefined);
  if (type === "object" || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(((schema.required ?? []) as string[]).map((name) => [name, sample(properties[name] ?? {})]));
  }
  if (type === "array") return [];
  if (type === "integer" || type === "number") return 1;
  if (type === "boolean") return false;
  if (schema.format === "date-time") return "2026-11-29T10:00:00Z";
  if (schema.format === "uri") return "https://api.github.com/x";
  return "x";
}

/** OpenAPI 3.0's `nullable: true` as JSON Schema says it: null is one more value (an enum's too). */
function withNulls(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNulls);
  if (schema === null || typeof schema !== "object") return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withNulls(value)])) as Schema;
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
  return node;
}

/** An answer as GitHub's description has it, with the fields that matter here set; refused if GitHub could not give it. */
function answer<T>(kind: "status" | "checkRuns" | "annotations", fill: (sampled: T) => T): T {
  const { schema } = checkAnswers[kind] as { schema: Schema };
  const given = fill(sample(schema) as T);
  const valid = ajv.compile(withNulls(schema) as Schema);
  expect(valid(given), JSON.stringify(valid.errors)).toBe(true);
  return given;
}

type Status = { state: string; statuses: Schema[] };
type Runs = { total_count: number; check_runs: Schema[] };
const statusItem = (sampled: Status) =>
  sampled.statuses.length
    ? sampled.statuses[0]
    : (sample((checkAnswers.status.schema as { properties: { statuses: { items: Schema } } }).properties.statuses.items) as Schema);
const runItem = () => sample((checkAnswers.checkRuns.schema as { properties: { check_runs: { items: Schema } } }).properties.check_runs.items) as Schema;
const annotationItem = () => sample((checkAnswers.annotations.schema as { items: Schema }).items) as Schema;

function standIn(answers: Record<string, unknown>) {
  const asked: { path: string; version?: string }[] = [];
  const api: GitHubApi = {
    originRepoURL: "/repos/igreja/site",
    generateContentKey: (collection, slug) => `${collection}/${slug}`,
    readFile: async () => "{}",
    getBranchPullRequest: async (branch) => {
      if (branch !== "cms/pages/inicio") throw new Error("content is not under editorial workflow");
      return { head: { sha: "abc123" } };
    },
    request: async (path, options) => {
      asked.push({ path, version: options?.headers?.["X-GitHub-Api-Version"] });
      if (!(path in answers)) throw new Error(`GitHub would answer 404 for ${path}`);
      return answers[path];
    },
  };
  return { api, asked };
}

describe("the hosted reader, against answers as GitHub's OpenAPI description has them", () => {
  it("asks the pull request's head for its statuses and check runs (API 2022-11-28), and a failed run for its annotations", async () => {
    const status = answer<Status>("status", (sampled) => ({
      ...sampled,
      state: "success",
      statuses: [
        { ...statusItem(sampled), context: "netlify/igreja/deploy-preview", state: "success", target_url: "https://deploy-preview-7--igreja.netlify.app" },
      ],
    }));
    const runs = answer<Runs>("checkRuns", (sampled) => ({
      ...sampled,
      total_count: 1,
      check_runs: [
        {
          ...runItem(),
          id: 42,
          name: "Conteúdo e testes",
          status: "completed",
          conclusion: "failure",
          output: { ...(runItem().output as Schema), annotations_count: 1 },
        },
      ],
    }));
    const annotations = answer<Schema[]>("annotations", () => [
      {
        ...annotationItem(),
        path: "site-content/pages/inicio.json",
        start_line: 14,
        annotation_level: "failure",
        message: '/sections/0/actions/0/href: a página "/x" não existe',
      },
    ]);
    const { api, asked } = standIn({
      "/repos/igreja/site/commits/abc123/status": status,
      "/repos/igreja/site/commits/abc123/check-runs": runs,
      "/repos/igreja/site/check-runs/42/annotations": annotations,
    });
    const checks = await gitHubEntryChecks(api, "pages", "inicio");
    expect(checks).toMatchObject({
      state: "failure",
      failed: [
        {
          name: "Conteúdo e testes",
          problems: [{ file: "site-content/pages/inicio.json", line: 14, pointer: "/sections/0/actions/0/href", message: 'a página "/x" não existe' }],
        },
      ],
    });
    expect(asked.map(({ path }) => path).sort()).toEqual([
      "/repos/igreja/site/check-runs/42/annotations",
      "/repos/igreja/site/commits/abc123/check-runs",
      "/repos/igreja/site/commits/abc123/status",
    ]);
    expect(asked.every(({ version }) => version === "2022-11-28")).toBe(true);
  });

  it("a run still going is 'verificando…'; all passed is 'pode publicar'; an entry without a pull request, nothing", async () => {
    const status = answer<Status>("status", (sampled) => ({ ...sampled, state: "pending", statuses: [] }));
    const running = answer<Runs>("checkRuns", (sampled) => ({
      ...sampled,
      total_count: 1,
      check_runs: [{ ...runItem(), name: "Conteúdo e testes", status: "in_progress", conclusion: null }],
    }));
    const passed = answer<Runs>("checkRuns", (sampled) => ({
      ...sampled,
      total_count: 1,
      check_runs: [{ ...runItem(), name: "Conteúdo e testes", status: "completed", conclusion: "success" }],
    }));
    const paths = { status: "/repos/igreja/site/commits/abc123/status", runs: "/repos/igreja/site/commits/abc123/check-runs" };
    expect((await gitHubEntryChecks(standIn({ [paths.status]: status, [paths.runs]: running }).api, "pages", "inicio")).state).toBe("pending");
    expect(await gitHubEntryChecks(standIn({ [paths.status]: status, [paths.runs]: passed }).api, "pages", "inicio")).toEqual({
      state: "success",
      names: ["Conteúdo e testes"],
    });
    const { api, asked } = standIn({});
    expect(await gitHubEntryChecks(api, "pages", "contato")).toEqual({ state: "none" });
    expect(asked).toEqual([]);
  });
});

import type { AuthScope, EditorSettings, SavingEditor } from "../shared/editor-settings";

type GitHubEditor = Extract<EditorSettings, { mode: "github" }>;

const SCOPES: readonly AuthScope[] = ["repo", "public_repo"];

/** An address made of a scheme and a host only: https, or http on this machine (to try both origins locally). */
const ORIGIN_ONLY = /^(https:\/\/[^/\s?#]+|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?)$/;

/** The editor's own origin (SITE_EDITOR_URL), when it has one. */
function editorUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.SITE_EDITOR_URL?.trim().replace(/\/+$/, "") || undefined;
  if (url && !ORIGIN_ONLY.test(url)) {
    throw new Error(`SITE_EDITOR_URL="${url}": escreva só https:// e o domínio do editor, sem nada depois (ex.: "https://editor.igreja.org.br")`);
  }
  return url;
}

/** SITE_EDITOR_REPO and the rest, or undefined without a repository. */
function gitHubSettings(env: NodeJS.ProcessEnv): GitHubEditor | undefined {
  const repo = env.SITE_EDITOR_REPO?.trim();
  if (!repo) return undefined;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    throw new Error(`SITE_EDITOR_REPO="${repo}": escreva o repositório como dono/nome (ex.: "igreja-monte-calvario/site")`);
  }
  const authUrl = env.SITE_EDITOR_AUTH_URL?.trim() || undefined;
  if (authUrl && !/^https:\/\/[^/\s?#]+$/.test(authUrl)) {
    throw new Error(
      `SITE_EDITOR_AUTH_URL="${authUrl}": escreva só https:// e o domínio do serviço de entrada, sem nada depois (ex.: "https://sveltia-cms-auth.minha-conta.workers.dev")`,
    );
  }
  const authScope = env.SITE_EDITOR_AUTH_SCOPE?.trim() || undefined;
  if (authScope && !SCOPES.includes(authScope as AuthScope)) {
    throw new Error(
      `SITE_EDITOR_AUTH_SCOPE="${authScope}": escreva public_repo (o repositório do site é público: o editor só pode mexer em repositórios públicos) ou repo`,
    );
  }
  return {
    mode: "github",
    repo,
    branch: env.SITE_EDITOR_BRANCH?.trim() || "main",
    authUrl,
    authEndpoint: env.SITE_EDITOR_AUTH_ENDPOINT?.trim() || undefined,
    ...(authScope ? { authScope: authScope as AuthScope } : {}),
  };
}

/**
 * What the site's /admin/ is, from the host's build environment (docs/site-editor.md, "Hosting the editor"): the
 * editor connected to GitHub, the notice that it is not connected yet, or, with SITE_EDITOR_URL, the doorway to the
 * editor on its own origin. A value that cannot work stops the build with what to write instead of failing later at
 * an editor's sign-in.
 */
export function hostedSettings(env: NodeJS.ProcessEnv = process.env): EditorSettings {
  const editorUrl = editorUrlOf(env);
  const github = gitHubSettings(env);
  if (!github) {
    if (editorUrl) throw new Error("SITE_EDITOR_URL sem SITE_EDITOR_REPO: informe também o repositório do site (dono/nome)");
    return { mode: "unconfigured" };
  }
  return editorUrl ? { mode: "doorway", editorUrl } : github;
}

/**
 * The editor built for its own origin (`npm run build -- --editor-only`, deployed at SITE_EDITOR_URL): GitHub as on
 * the site, and the site's address (site.json's `url`), whose doorway sets the pencils' flag.
 */
export function ownOriginSettings(siteUrl: string, env: NodeJS.ProcessEnv = process.env): SavingEditor {
  const github = gitHubSettings(env);
  if (!github || !editorUrlOf(env)) {
    throw new Error("npm run build -- --editor-only precisa de SITE_EDITOR_REPO e SITE_EDITOR_URL (o endereço do editor)");
  }
  return { ...github, siteUrl };
}

/** The sign-in server the editor's Content-Security-Policy must let it reach (none beyond GitHub and Netlify's by default). */
export function editorAuthUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return gitHubSettings(env)?.authUrl;
}

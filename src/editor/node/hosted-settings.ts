import type { EditorSettings } from "../shared/editor-settings";

/**
 * The published editor's settings, from the host's build environment (site-content/LEIA-ME.md,
 * "Configurar o editor"). A value that cannot work stops the build with what to write instead of
 * failing later at an editor's sign-in.
 */
export function hostedSettings(env: NodeJS.ProcessEnv = process.env): EditorSettings {
  const repo = env.SITE_EDITOR_REPO?.trim();
  if (!repo) return { mode: "unconfigured" };
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    throw new Error(`SITE_EDITOR_REPO="${repo}": escreva o repositório como dono/nome (ex.: "igreja-monte-calvario/site")`);
  }
  const authUrl = env.SITE_EDITOR_AUTH_URL?.trim() || undefined;
  if (authUrl && !/^https:\/\/[^/\s?#]+$/.test(authUrl)) {
    throw new Error(
      `SITE_EDITOR_AUTH_URL="${authUrl}": escreva só https:// e o domínio do serviço de entrada, sem nada depois (ex.: "https://sveltia-cms-auth.minha-conta.workers.dev")`,
    );
  }
  return {
    mode: "github",
    repo,
    branch: env.SITE_EDITOR_BRANCH?.trim() || "main",
    authUrl,
    authEndpoint: env.SITE_EDITOR_AUTH_ENDPOINT?.trim() || undefined,
  };
}

/** The sign-in server the editor's Content-Security-Policy must let it reach (none beyond GitHub and Netlify's by default). */
export function editorAuthUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const settings = hostedSettings(env);
  return settings.mode === "github" ? settings.authUrl : undefined;
}

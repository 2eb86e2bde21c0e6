import { describe, expect, it } from "vitest";
import { hostedSettings, ownOriginSettings } from "../../../src/editor/node/hosted-settings";

describe("the published editor's settings (SITE_EDITOR_* in the host's build)", () => {
  it("is not connected without a repository, and shows the notice instead of a sign-in", () => {
    expect(hostedSettings({})).toEqual({ mode: "unconfigured" });
    expect(hostedSettings({ SITE_EDITOR_REPO: "  " })).toEqual({ mode: "unconfigured" });
  });

  it("connects to GitHub with the branch main and Netlify's sign-in unless told otherwise", () => {
    expect(hostedSettings({ SITE_EDITOR_REPO: "igreja/site" })).toEqual({
      mode: "github",
      repo: "igreja/site",
      branch: "main",
      authUrl: undefined,
      authEndpoint: undefined,
    });
    expect(
      hostedSettings({
        SITE_EDITOR_REPO: "igreja/site",
        SITE_EDITOR_BRANCH: "publicado",
        SITE_EDITOR_AUTH_URL: "https://auth.exemplo.workers.dev",
        SITE_EDITOR_AUTH_ENDPOINT: "entrar",
      }),
    ).toEqual({ mode: "github", repo: "igreja/site", branch: "publicado", authUrl: "https://auth.exemplo.workers.dev", authEndpoint: "entrar" });
  });

  it("asks GitHub for public repositories only when told the site's repository is public", () => {
    expect(hostedSettings({ SITE_EDITOR_REPO: "igreja/site", SITE_EDITOR_AUTH_SCOPE: "public_repo" })).toMatchObject({
      mode: "github",
      authScope: "public_repo",
    });
    expect(hostedSettings({ SITE_EDITOR_REPO: "igreja/site" })).not.toHaveProperty("authScope");
  });

  it("makes the site's /admin/ the doorway to an editor served from its own origin, which knows the site's address", () => {
    const env = { SITE_EDITOR_REPO: "igreja/site", SITE_EDITOR_URL: "https://editor.igreja.org.br/" };
    expect(hostedSettings(env)).toEqual({ mode: "doorway", editorUrl: "https://editor.igreja.org.br" });
    expect(ownOriginSettings("https://igreja.org.br", env)).toMatchObject({ mode: "github", repo: "igreja/site", siteUrl: "https://igreja.org.br" });
    // On this machine, to try both origins before deploying.
    expect(hostedSettings({ ...env, SITE_EDITOR_URL: "http://127.0.0.1:5174" })).toEqual({ mode: "doorway", editorUrl: "http://127.0.0.1:5174" });
  });

  it("stops the build, in Portuguese, on a repository, sign-in address, scope or editor address that cannot work", () => {
    expect(() => hostedSettings({ SITE_EDITOR_REPO: "https://github.com/igreja/site" })).toThrow(/dono\/nome/);
    expect(() => hostedSettings({ SITE_EDITOR_REPO: "igreja/site", SITE_EDITOR_AUTH_URL: "https://auth.exemplo.workers.dev/auth" })).toThrow(/sem nada depois/);
    expect(() => hostedSettings({ SITE_EDITOR_REPO: "igreja/site", SITE_EDITOR_AUTH_SCOPE: "public" })).toThrow(/escreva public_repo .* ou repo/);
    expect(() => hostedSettings({ SITE_EDITOR_REPO: "igreja/site", SITE_EDITOR_URL: "https://igreja.org.br/editor" })).toThrow(
      /SITE_EDITOR_URL=.*sem nada depois/,
    );
    expect(() => hostedSettings({ SITE_EDITOR_REPO: "igreja/site", SITE_EDITOR_URL: "http://editor.igreja.org.br" })).toThrow(/só https:\/\//);
    expect(() => hostedSettings({ SITE_EDITOR_URL: "https://editor.igreja.org.br" })).toThrow(/sem SITE_EDITOR_REPO/);
    expect(() => ownOriginSettings("https://igreja.org.br", { SITE_EDITOR_REPO: "igreja/site" })).toThrow(
      /--editor-only precisa de SITE_EDITOR_REPO e SITE_EDITOR_URL/,
    );
  });
});

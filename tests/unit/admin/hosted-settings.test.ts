import { describe, expect, it } from "vitest";
import { hostedSettings } from "../../../src/editor/node/hosted-settings";

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

  it("stops the build, in Portuguese, on a repository or sign-in address that cannot work", () => {
    expect(() => hostedSettings({ SITE_EDITOR_REPO: "https://github.com/igreja/site" })).toThrow(/dono\/nome/);
    expect(() => hostedSettings({ SITE_EDITOR_REPO: "igreja/site", SITE_EDITOR_AUTH_URL: "https://auth.exemplo.workers.dev/auth" })).toThrow(/sem nada depois/);
  });
});

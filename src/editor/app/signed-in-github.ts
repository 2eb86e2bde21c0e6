import { GitHubBackend } from "decap-cms-backend-github";
import { addTokenSource } from "./github-token";

/**
 * Decap's GitHub backend, offering its token to the check before saving: Decap makes one to read its configuration
 * and one that signs in (decap-cms-core's backend.ts); the check reads the content through GitHub with the token the
 * volunteer signed in with, the one Decap saves with (github-content.ts), never from a public copy of it.
 */
export class SignedInGitHub extends GitHubBackend {
  constructor(...args: ConstructorParameters<typeof GitHubBackend>) {
    super(...args);
    addTokenSource(() => this.getToken());
  }
}

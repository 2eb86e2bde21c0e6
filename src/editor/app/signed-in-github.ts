import { GitHubBackend } from "decap-cms-backend-github";

/** Every instance Decap makes: one to read its configuration, one that signs in (decap-cms-core's backend.ts). */
const instances = new Set<GitHubBackend>();

/**
 * Decap's GitHub backend, keeping hold of the instances Decap makes: the check before saving reads the content
 * through GitHub with the token the volunteer signed in with, the one Decap saves with (github-content.ts),
 * never from a public copy of it.
 */
export class SignedInGitHub extends GitHubBackend {
  constructor(...args: ConstructorParameters<typeof GitHubBackend>) {
    super(...args);
    instances.add(this);
  }
}

/** The token the volunteer signed in with; a pt-BR error when nobody is signed in (Decap shows it as the save's failure). */
export async function gitHubToken(): Promise<string> {
  for (const backend of instances) {
    const token = await backend.getToken();
    if (token) return token;
  }
  throw new Error("Entre com o GitHub de novo: o editor não tem mais a sua permissão para ler o site");
}

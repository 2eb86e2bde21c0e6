/** Where the signed-in volunteer's token can be asked for: each GitHub backend Decap makes (signed-in-github.ts). */
const sources = new Set<() => Promise<string | null>>();

/**
 * Registers a backend's token. Its own module, apart from Decap's GitHub backend, so that the check before saving,
 * loaded later, asks for the token without bringing the backend's code into its chunk.
 */
export function addTokenSource(token: () => Promise<string | null>): void {
  sources.add(token);
}

/** The token the volunteer signed in with; a pt-BR error when nobody is signed in (Decap shows it as the save's failure). */
export async function gitHubToken(): Promise<string> {
  for (const token of sources) {
    const value = await token();
    if (value) return value;
  }
  throw new Error("Entre com o GitHub de novo: o editor não tem mais a sua permissão para ler o site");
}

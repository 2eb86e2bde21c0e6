import type { Connect, Plugin } from "vite";
import { ENTRY_CHECKS_FILE, ENTRY_CHECKS_PARAM } from "../shared/entry-checks";
import { localEntryChecks } from "./local-checks";

/** "posts/2026-10-retiro": a collection and an entry's name, as Decap's addresses and branches write them. */
const ENTRY = /^[a-z][\w-]*\/[\w.-]*$/;

/**
 * `npm run editor` and the workflow rehearsal: /admin/verificacao.json?entrada=<collection>/<slug> answers the checks'
 * state of that entry's change (local-checks.ts), what GitHub's statuses and check runs say of it when hosted.
 */
export function entryChecksPlugin(root: string, base: string, mode: "fs" | "git"): Plugin {
  const checksOf = localEntryChecks(root, mode);
  const serve = (server: { middlewares: Connect.Server }): void => {
    server.middlewares.use(async (req, res, next) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      if (url.pathname !== base + ENTRY_CHECKS_FILE) return next();
      const entry = url.searchParams.get(ENTRY_CHECKS_PARAM) ?? "";
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.setHeader("Cache-Control", "no-store");
      if (!ENTRY.test(entry)) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ error: `entrada inválida: "${entry}"` }));
      }
      try {
        res.end(JSON.stringify(await checksOf(entry)));
      } catch (error) {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
      }
    });
  };
  return { name: "monte-calvario:entry-checks", configureServer: serve, configurePreviewServer: serve };
}

import { execFileSync } from "node:child_process";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { shiftDay } from "../../lib/due-time.mjs";
import { copyProject } from "../temp-project";
import { BenchFailure } from "./bench-problems";

/** How many events make a busy month (the seed's Mês de Missões holds six). */
export const BUSY_MONTH_EVENTS = 6;

export interface BusyAgenda {
  /** The copy of the project, built into its dist/: remove it when done. */
  root: string;
  dist: string;
}

/**
 * The agenda as a busy month shows it, whatever today's content holds: a copy of the project whose events are the
 * content's own, six of them (repeated in turn when it has fewer), spread over the month after the build's instant,
 * built like the site. The figures of its agenda page are the ones a church sees in its busiest month.
 */
export async function buildBusyAgenda(projectRoot: string, now = new Date()): Promise<BusyAgenda | undefined> {
  const root = await copyProject(projectRoot);
  try {
    const folder = join(root, "site-content/events");
    const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".json")).sort();
    if (names.length === 0) {
      await rm(root, { recursive: true, force: true });
      return undefined;
    }
    const events = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(folder, name), "utf8")) as Record<string, unknown>));
    await Promise.all(names.map((name) => rm(join(folder, name))));
    // From the 3rd of next month, every four days: six dates of one month, none already over at the build.
    const today = now.toISOString().slice(0, 10);
    const [year = 0, month = 0] = today.split("-").map(Number);
    const firstOfNext = `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, "0")}-03`;
    for (let i = 0; i < BUSY_MONTH_EVENTS; i++) {
      const { publishAt: _scheduled, ...event } = events[i % events.length] ?? {};
      const name = i < names.length ? (names[i] ?? `evento-${i}.json`) : `${String(names[i % names.length]).replace(/\.json$/, "")}-${i}.json`;
      await writeFile(join(folder, name), `${JSON.stringify({ ...event, date: shiftDay(firstOfNext, i * 4) }, null, 2)}\n`);
    }
    const dist = join(root, "dist");
    try {
      execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts", "--no-editor"], {
        cwd: root,
        stdio: "pipe",
        env: { ...process.env, SOURCE_DATE_EPOCH: String(Math.floor(now.getTime() / 1000)) },
      });
    } catch (error) {
      const output = String((error as { stderr?: Buffer }).stderr ?? "")
        .trim()
        .split("\n")
        .slice(-3)
        .join(" ");
      throw new BenchFailure(`o build da agenda de um mês cheio falhou (${output})`, "rode npm run check e npm run build e meça de novo");
    }
    return { root, dist };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

import { existsSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_HELP, findChromium } from "../../build/find-chromium";

/**
 * Where a Chromium keeps its Portuguese: beside its binary, or, when the executable is a shell script (Debian's and
 * Ubuntu's /usr/bin/chromium), beside the binary those scripts start.
 */
function portugueseLocale(executable: string): string | undefined {
  const real = realpathSync(executable);
  const script = readFileSync(real).subarray(0, 2).toString("latin1") === "#!";
  const folders = [dirname(real), ...(script ? ["/usr/lib/chromium", "/usr/lib/chromium-browser"] : [])];
  return folders.map((folder) => join(folder, "locales", "pt-BR.pak")).find((pak) => existsSync(pak));
}

/**
 * The whole Chromium, drawing its own fields as a Brazilian phone does: a date as dd/mm/aaaa, a time in 24 hours (the
 * date and time boxes are the browser's, and follow its language, which Playwright's `locale` does not change). The
 * guide's pictures are taken with it, so that "Publicar em" never reads "12/01/2026, 08:00 AM" for 1 December.
 * Requests leave for nowhere: the pictures show only this machine.
 */
export async function launchBrazilianChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_HELP);
  if (!portugueseLocale(executablePath)) {
    throw new Error(
      `${executablePath} não tem o português do Brasil (locales/pt-BR.pak): as datas sairiam como mm/dd/yyyy. No Debian: sudo apt-get install -y chromium-l10n`,
    );
  }
  // On Linux Chromium takes its language from the environment (LANGUAGE first); --lang is for the other systems.
  return chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--lang=pt-BR"],
    env: { ...process.env, LANGUAGE: "pt_BR" },
    proxy: { server: "http://127.0.0.1:9", bypass: "127.0.0.1,localhost" },
  });
}

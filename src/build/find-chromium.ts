import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const CHROMIUM_HELP = [
  "Nenhum Chromium encontrado para os testes de navegador. Escolha uma opção:",
  "  • Debian: sudo apt-get install -y chromium (e, para testes mais rápidos, chromium-headless-shell)",
  "  • Qualquer sistema: npx playwright install chromium",
  "  • Ou aponte para um navegador instalado: CHROMIUM_PATH=/caminho/do/chromium npm test",
].join("\n");

const DEBIAN_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/**
 * The whole browser, for what measures or shows pages as a visitor's browser draws them (Lighthouse, the first-load
 * figures, screenshots): CHROMIUM_PATH first, then Debian's /usr/bin/chromium, then the browser Playwright downloaded.
 */
export function findChromium(): string | undefined {
  return firstThere([process.env.CHROMIUM_PATH, ...DEBIAN_CHROMIUM, safePlaywrightPath()]);
}

/**
 * The browser the tests drive: the same lookup, with Debian's build of Chromium's headless shell first when it is
 * installed. It is the same Chromium (engine and version) without the desktop browser around it, and what Playwright
 * itself runs headless tests in; a test costs about a third less CPU in it than in the whole browser
 * (docs/testing.md, "How `npm test` runs").
 */
export function findChromiumForTests(): string | undefined {
  return firstThere([process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell", ...DEBIAN_CHROMIUM, safePlaywrightPath()]);
}

const firstThere = (candidates: (string | undefined)[]) => candidates.find((path): path is string => Boolean(path) && existsSync(path as string));

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const CHROMIUM_HELP = [
  "Nenhum Chromium encontrado para os testes de navegador. Escolha uma opção:",
  "  • Debian/Ubuntu: sudo apt-get install -y chromium",
  "  • Qualquer sistema: npx playwright install chromium",
  "  • Ou aponte para um navegador instalado: CHROMIUM_PATH=/caminho/do/chromium npm test",
].join("\n");

/** CHROMIUM_PATH first, then Debian's /usr/bin/chromium, then the browser Playwright downloaded. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", safePlaywrightPath()];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The second church (examples/) is built from its content alone: no file of its built site may carry this
 * church's name, district, contacts, address or PIX key, which would mean something of site-content/ leaked
 * into the code. Usage (npm test runs it after building the example):
 *   tsx tests/another-church/dist-check.ts <the example's dist folder>
 */
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { loadSiteContent } from "../../src/engine/node/load-content";
import { churchFacts } from "../support/church-facts";
import { keepingContentFolder } from "../support/content-copy";
import { PROJECT_ROOT } from "../support/fixture-site";

const dist = process.argv[2];
if (!dist) throw new Error("uso: tsx tests/another-church/dist-check.ts <pasta do site gerado>");

/** This church's own facts, read from its content (site-content/): what must never reach another church's site. */
async function thisChurchFacts(): Promise<string[]> {
  const loaded = await keepingContentFolder(() => {
    process.env.SITE_CONTENT = "site-content";
    return loadSiteContent(PROJECT_ROOT);
  });
  if (!loaded.ok) throw new Error("site-content/ não passa na verificação: rode npm run check");
  return [...churchFacts(loaded.content), loaded.content.site.contact.whatsapp];
}

const facts = [...new Set(await thisChurchFacts())];
const files = (await readdir(dist, { withFileTypes: true, recursive: true }))
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
const found: string[] = [];
for (const file of files) {
  const text = (await readFile(file)).toString("utf8");
  for (const fact of facts) if (text.includes(fact)) found.push(`${relative(PROJECT_ROOT, file)}: "${fact}"`);
}
if (found.length > 0) {
  console.error(`O site de outra igreja traz dados desta (${found.length}):\n${found.join("\n")}`);
  process.exit(1);
}
console.log(`${files.length} arquivos de ${relative(PROJECT_ROOT, dist)}: nenhum traz ${facts.length} dados desta igreja (${facts.join(", ")}).`);

import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { copyFixtureContent } from "../../support/fixture-site";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collectionsOf, renderPage } from "@/site/entry-server";
import { loadSiteContent } from "../../../src/engine/node/load-content";
import { buildPagePayload } from "../../../src/build/payloads/page-payloads";
import { mainChurch } from "../../../src/lib/churches";

const projectRoot = join(import.meta.dirname, "../../..");

async function renderHome(root: string): Promise<string> {
  const result = await loadSiteContent(root);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  const home = result.content.pages.find((page) => page.route === "/");
  if (!home) throw new Error("o site de teste não tem página inicial");
  const payload = await buildPagePayload(home, result.content, async () => ({ width: 1600, height: 900, widths: [] }), collectionsOf);
  const { html } = await renderPage(
    { kind: "page", payload },
    { site: result.content.site, mainChurch: mainChurch(result.content.churches), fullNavMinWidth: 1200, path: "/" },
  );
  return html;
}

function sectionOrder(html: string): string[] {
  return [...html.matchAll(/<section[^>]* id="([^"]+)"/g)].map((match) => match[1] ?? "");
}

describe("home sections follow the order of inicio.json", () => {
  it("renders the sections as written, and reordered when the JSON is reordered", async () => {
    const root = await mkdtemp(join(tmpdir(), "mc-order-"));
    await copyFixtureContent(root);
    await cp(join(projectRoot, "schemas"), join(root, "schemas"), { recursive: true });
    expect(sectionOrder(await renderHome(root))).toEqual(["inicio", "proximo-culto", "conheca", "participe"]);

    const file = join(root, "site-content/pages/inicio.json");
    const page = JSON.parse(await readFile(file, "utf8"));
    page.sections.reverse();
    await writeFile(file, JSON.stringify(page, null, 2));

    expect(sectionOrder(await renderHome(root))).toEqual(["participe", "conheca", "proximo-culto", "inicio"]);
  });
});

import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderGallery } from "@/site/app/dev-gallery/gallery-render";
import { galleryData } from "../../../src/build/payloads/gallery-data";
import { measureImage } from "../../../src/engine/node/image-variants-build";
import { FIXTURE_CONTENT, loadFixtureSite, PROJECT_ROOT } from "../../support/fixture-site";

// Every block's schema example, rendered as npm run dev's gallery (/_blocos/<type>) renders it, with the
// collections of the tests' own site. In a browser: the editor's preview draws each one (site-editor.spec.ts),
// and the gallery's index is checked in the dev server (dev-gallery.spec.ts).
const types = (await readdir(join(PROJECT_ROOT, "schemas/blocks")))
  .filter((name) => name.endsWith(".schema.json"))
  .map((name) => name.replace(".schema.json", ""))
  .sort();

describe("every block's example renders with its collections", async () => {
  const content = await loadFixtureSite();
  // As npm run dev describes an image: its size, no variants.
  const data = await galleryData(content, async (src) => ({ ...(await measureImage(join(FIXTURE_CONTENT, src))), widths: [] as number[] }));

  it.each(types)("%s, with no error and with its text", (type) => {
    const { html } = renderGallery(type, content.site, data);
    // A failing example, a schema without its component or without examples: each says so in a box of its own.
    expect(html).not.toContain('role="alert"');
    expect(html).not.toMatch(/ainda não tem|Não existe bloco/);
    const text = html
      .replace(/<style[\s\S]*?<\/style>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    expect(text.length).toBeGreaterThan(20);
  });
});

import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureImage, writeImageVariants } from "../../../src/engine/node/image-variants-build";
import { IMAGE_FORMATS, variantPath } from "../../../src/lib/image-variants";

let dir: string;

/** A small gradient image: real pixel content, so the encoders do actual work. */
async function makeImage(file: string, width: number, height: number, format: "jpeg" | "png"): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#14213d"/><stop offset="1" stop-color="#e9c46a" stop-opacity="0.6"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#faf6ee"/></svg>`;
  const img = sharp(Buffer.from(svg));
  await writeFile(file, await (format === "jpeg" ? img.flatten({ background: "#000" }).jpeg() : img.png()).toBuffer());
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "image-variants-"));
  await makeImage(join(dir, "foto.jpg"), 1000, 600, "jpeg");
  await makeImage(join(dir, "marca.png"), 500, 300, "png");
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("writeImageVariants", () => {
  it("measures an image", async () => {
    expect(await measureImage(join(dir, "foto.jpg"))).toEqual({ width: 1000, height: 600 });
  });

  it("copies the original and writes AVIF at every width", { timeout: 60_000 }, async () => {
    const outDir = join(dir, "dist");
    const options = { sourceFile: join(dir, "foto.jpg"), src: "/images/foto.jpg", outDir, cacheDir: join(dir, "cache") };
    const result = await writeImageVariants(options);
    expect(result).toEqual({ width: 1000, height: 600, widths: [480, 768, 960, 1000] });

    const copied = await readFile(join(outDir, "images/foto.jpg"));
    expect(copied.equals(await readFile(options.sourceFile))).toBe(true);
    for (const w of result.widths) {
      const avif = await sharp(join(outDir, variantPath("/images/foto.jpg", w, "avif"))).metadata();
      expect(avif.format).toBe("heif");
      expect(avif.compression).toBe("av1");
      expect([avif.width, avif.height]).toEqual([w, Math.round((600 * w) / 1000)]);
    }
  });

  it("reuses cached encodes on the next build and re-encodes when the source changes", { timeout: 60_000 }, async () => {
    // The cache the first test filled, when it ran: the first build here then encodes nothing again.
    const cacheDir = join(dir, "cache");
    const options = { sourceFile: join(dir, "foto.jpg"), src: "/images/foto.jpg", outDir: join(dir, "out-1"), cacheDir };
    await writeImageVariants(options);
    const entries = await readdir(cacheDir);
    expect(entries).toHaveLength(4);

    // A marker in every cache entry: the second build's variants are all the markers, so none was encoded again.
    await Promise.all(entries.map((entry) => writeFile(join(cacheDir, entry), `cached ${entry}`)));
    const second = { ...options, outDir: join(dir, "out-2") };
    await writeImageVariants(second);
    expect((await readdir(cacheDir)).sort()).toEqual(entries.sort());
    const outputs = await Promise.all(
      [480, 768, 960, 1000].flatMap((w) => IMAGE_FORMATS.map((format) => readFile(join(second.outDir, variantPath(options.src, w, format)), "utf8"))),
    );
    expect(outputs.filter((output) => output.startsWith("cached ")).sort()).toEqual(entries.map((entry) => `cached ${entry}`).sort());

    // Another picture under the same name (smaller: the size is not what is tested) is encoded anew, beside the old entries.
    await makeImage(options.sourceFile, 500, 300, "png");
    await writeImageVariants({ ...options, outDir: join(dir, "out-3") });
    expect(await readdir(cacheDir)).toHaveLength(4 + 2);
  });

  it("handles PNG with transparency and small images", { timeout: 60_000 }, async () => {
    const outDir = join(dir, "dist-png");
    const src = "/images/marca.png";
    const result = await writeImageVariants({ sourceFile: join(dir, "marca.png"), src, outDir, cacheDir: join(dir, "cache") });
    expect(result).toEqual({ width: 500, height: 300, widths: [480, 500] });
    expect((await sharp(join(outDir, "images/marca.png")).metadata()).format).toBe("png");
    const avif = await sharp(join(outDir, variantPath(src, 480, "avif"))).metadata();
    expect([avif.width, avif.height]).toEqual([480, 288]);
    const full = await sharp(join(outDir, variantPath(src, 500, "avif"))).metadata();
    expect([full.width, full.height, full.hasAlpha]).toEqual([500, 300, true]);
  });

  it("refuses a src that escapes the output folder", async () => {
    await expect(
      writeImageVariants({ sourceFile: join(dir, "marca.png"), src: "/../../evil.png", outDir: join(dir, "d"), cacheDir: join(dir, "c") }),
    ).rejects.toThrow(/escapes/);
  });
});

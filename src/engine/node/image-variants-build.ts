import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import sharp from "sharp";
import { IMAGE_FORMATS, variantPath, widthsFor, type ImageFormat } from "../../lib/image-variants";

/**
 * Encoder settings are part of the cache key, so tuning them re-encodes instead of serving stale files.
 * AVIF effort 3 instead of the default 4: measured here, 4× faster to encode for ~8% more bytes, which
 * turns a fresh checkout's build (CI, Netlify) from about a minute into about a quarter of that.
 */
const ENCODERS = {
  avif: { quality: 50, effort: 3 },
} as const satisfies Record<ImageFormat, object>;

/** Encodes are CPU-bound and the build machine has two cores: more parallelism only adds memory pressure. */
const MAX_PARALLEL_ENCODES = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** Module-wide limiter, so the cap holds even when the build processes many images at once. */
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_ENCODES) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export async function measureImage(absPath: string): Promise<{ width: number; height: number }> {
  // autoOrient reports the size as displayed (EXIF rotation applied), which is what width/height attributes need.
  const meta = await sharp(absPath).metadata();
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new Error(`Cannot read the size of ${absPath}`);
  return { width, height };
}

/** Join a site path ("/images/x.jpg") onto a root, refusing anything that would escape it. */
function under(root: string, sitePath: string): string {
  const abs = resolve(root, `.${sitePath}`);
  const rel = relative(resolve(root), abs);
  if (rel.startsWith("..") || isAbsolute(rel)) throw new Error(`Image path escapes the output folder: ${sitePath}`);
  return abs;
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  // Write then rename: an interrupted build never leaves a truncated file that a later build would trust.
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

async function encode(source: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  return sharp(source).autoOrient().resize({ width, withoutEnlargement: true })[format](ENCODERS[format]).toBuffer();
}

export async function writeImageVariants(options: {
  sourceFile: string;
  src: string;
  outDir: string;
  cacheDir: string;
}): Promise<{ width: number; height: number; widths: number[] }> {
  const { sourceFile, src, outDir, cacheDir } = options;
  const source = await readFile(sourceFile);
  const { width, height } = await measureImage(sourceFile);
  // widthsFor can repeat its cap (an image wider than the largest step): encode each width once.
  const widths = [...new Set(widthsFor(width))];
  const sourceHash = createHash("sha1").update(source).digest("hex");
  const original = under(outDir, src);
  await Promise.all([mkdir(dirname(original), { recursive: true }), mkdir(cacheDir, { recursive: true })]);
  await copyFile(sourceFile, original);

  const jobs = widths.flatMap((w) => IMAGE_FORMATS.map((format) => ({ w, format })));
  await Promise.all(
    jobs.map(async ({ w, format }) => {
      const key = createHash("sha1")
        .update(`${sourceHash}|${w}|${format}|${JSON.stringify(ENCODERS[format])}|vips ${sharp.versions.vips}`)
        .digest("hex");
      const cached = join(cacheDir, `${key}.${format}`);
      const hit: Buffer | undefined = await readFile(cached).catch(() => undefined);
      const bytes = hit ?? (await limited(() => encode(source, w, format)));
      if (!hit) await writeAtomic(cached, bytes);
      const target = under(outDir, variantPath(src, w, format));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }),
  );
  return { width, height, widths };
}

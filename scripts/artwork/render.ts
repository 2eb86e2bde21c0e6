import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import sharp from "sharp";

/** Photos-like art compresses best as progressive mozjpeg; ~78 keeps gradients clean and files small. */
export const JPEG_OPTIONS = { quality: 78, mozjpeg: true, progressive: true } as const;

async function ensureDir(file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
}

/**
 * Rasterise an SVG. Density 72 means 1 SVG unit = 1 pixel; for a square icon drawn on a `units` grid we
 * scale the density instead of resizing a bitmap, so small favicons stay sharp rather than resampled.
 */
function raster(svg: string, size?: number, units?: number): ReturnType<typeof sharp> {
  const density = size && units ? (72 * size) / units : 72;
  const img = sharp(Buffer.from(svg), { density });
  return size ? img.resize(size, size) : img;
}

export async function writeJpeg(svg: string, file: string): Promise<number> {
  await ensureDir(file);
  const buf = await raster(svg).flatten({ background: "#000" }).jpeg(JPEG_OPTIONS).toBuffer();
  await writeFile(file, buf);
  return buf.length;
}

export async function pngBuffer(svg: string, size?: number, units?: number): Promise<Buffer> {
  return raster(svg, size, units).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

export async function writePng(svg: string, file: string, size?: number, units?: number): Promise<number> {
  await ensureDir(file);
  const buf = await pngBuffer(svg, size, units);
  await writeFile(file, buf);
  return buf.length;
}

/**
 * Minimal ICO container holding PNG payloads (supported by every browser since Vista-era IE).
 * Layout: 6-byte header, one 16-byte directory entry per image, then the PNG bytes.
 */
export function encodeIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0); // 0 means 256
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2); // no palette
    e.writeUInt8(0, 3); // reserved
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

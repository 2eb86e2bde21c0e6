import sharp from "sharp";

/** The EXIF tag that points to the GPS block, as it sits in a little-endian (Intel) EXIF: where the photo was taken. */
export const GPS_POINTER = Buffer.from([0x25, 0x88]);

/**
 * A photo as a phone hands it over: 4000 × 3000 pixels (12 MP), a JPEG of several MB, stored on its side with the
 * EXIF saying "turn it to the right" (orientation 6, a portrait photo), and the place it was taken (GPS). Smooth
 * colour with grain, so the encoders do a photo's work.
 */
export async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 60;
  const clamp = (value: number) => Math.max(0, Math.min(255, value));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = clamp(40 + (180 * x) / width + grain());
      pixels[i + 1] = clamp(90 + 100 * Math.sin(y / 140) + grain());
      pixels[i + 2] = clamp(200 - (150 * y) / height + grain());
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "Celular", Model: "Teste 12 MP" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 1/1", GPSLongitudeRef: "W", GPSLongitude: "46/1 32/1 1/1" },
    })
    .toBuffer();
}

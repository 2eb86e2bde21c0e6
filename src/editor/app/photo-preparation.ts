import { siteImageName } from "../../engine/core/rules/image-names";

/**
 * A photo as it comes off a phone (12 MP, 3–8 MB, EXIF with the place it was taken) is made fit for the site in
 * the browser, before the editor holds it: at most PHOTO_LIMITS.longestSide pixels on its longest side, turned
 * upright as its EXIF says, re-encoded (JPEG, or PNG for a PNG), which drops every piece of metadata (GPS
 * included), under a name the site accepts that no other picture has. The build then writes its AVIF/WebP
 * widths (at most 1920 px wide), so 2560 px keeps a margin and nothing a visitor can be sent.
 */
export const PHOTO_LIMITS = {
  /** What the editor refuses before reading a byte: more than any phone's photo, less than a browser chokes on. */
  maxBytes: 25 * 1024 * 1024,
  longestSide: 2560,
  jpegQuality: 0.85,
  /** A PNG that comes out larger than this is a photo saved as PNG: it is published as a JPEG instead. */
  maxPngBytes: 5 * 1024 * 1024,
} as const;

export interface PhotoSize {
  bytes: number;
  width: number;
  height: number;
}

export interface PreparedPhoto {
  file: File;
  before: PhotoSize;
  after: PhotoSize;
}

/** Why a file was not taken, in words for the volunteer: nothing was uploaded. */
export class PhotoRefused extends Error {
  override name = "PhotoRefused";
}

const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/heic", "image/heif"]);
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|avif|heic|heif)$/i;

export const isHeic = (file: { name: string; type: string }): boolean => /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

/** "4,8 MB", "350 KB", as a person reads a size; rounded up where a size is compared with a limit. */
export function readableSize(bytes: number, round: (n: number) => number = Math.round): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, round(bytes / 1024))} KB`;
  return `${(round((bytes / (1024 * 1024)) * 10) / 10).toLocaleString("pt-BR")} MB`;
}

/** What is refused before the file is read: too big, or not a picture the site takes. */
export function refusalBeforeReading(file: { name: string; type: string; size: number }): string | undefined {
  if (file.size > PHOTO_LIMITS.maxBytes) {
    return `A foto "${file.name}" tem ${readableSize(file.size, Math.ceil)}, e o limite é ${readableSize(PHOTO_LIMITS.maxBytes)}. Nada foi enviado. Escolha uma foto menor (no celular, enviar a foto para você mesmo pelo WhatsApp e usar a cópia já a diminui).`;
  }
  const typeKnown = file.type !== "" && file.type !== "application/octet-stream";
  if (typeKnown ? !ACCEPTED_TYPES.has(file.type.toLowerCase()) : !ACCEPTED_EXTENSIONS.test(file.name)) {
    return `O arquivo "${file.name}" não é uma foto que o site aceita (JPG, PNG, WebP, AVIF ou HEIC). Nada foi enviado.`;
  }
  return undefined;
}

/** When the browser cannot open the file (HEIC outside Safari, a damaged file). */
export function refusalUndecodable(file: { name: string; type: string }): string {
  if (isHeic(file)) {
    return `Este navegador não abre fotos HEIC, o formato do iPhone e de alguns Android ("${file.name}"). Nada foi enviado. No iPhone, envie a foto por este editor no Safari: ele a entrega em JPG. No computador, abra a foto e salve uma cópia em JPG (no Mac: Pré-Visualização › Arquivo › Exportar › JPEG), ou use o Safari. Para o celular já tirar fotos em JPG: no iPhone, Ajustes › Câmera › Formatos › Mais Compatível; no Android, desligue “Fotos de alta eficiência” (HEIF) nas configurações da câmera.`;
  }
  return `Não foi possível abrir a foto "${file.name}": o arquivo pode estar danificado, ou num formato que este navegador não lê. Nada foi enviado. Abra a foto no celular ou no computador, salve uma cópia em JPG e envie a cópia.`;
}

/** The size to draw at: the longest side brought down to the limit, never enlarged. */
export function fitWithin(width: number, height: number, longestSide: number = PHOTO_LIMITS.longestSide): { width: number; height: number } {
  const scale = Math.min(1, longestSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * "IMG_2034.HEIC" → "img-2034-k3f9.jpg": the site's own rule for names (siteImageName: lower case, no accents or
 * spaces), the extension of what was written, and four random letters, because phones repeat names ("image.jpg"
 * from some pickers, "IMG_0001.JPG" after the counter wraps): Decap would offer, in English, to replace the
 * picture another page shows.
 */
export function photoFileName(original: string, extension: "jpg" | "png", random: () => number = Math.random): string {
  const base = siteImageName(original)
    .replace(/\.[a-z0-9]+$/, "")
    .slice(0, 48)
    .replace(/-+$/, "");
  const letters = "abcdefghijklmnopqrstuvwxyz0123456789";
  const suffix = Array.from({ length: 4 }, () => letters[Math.floor(random() * letters.length)]).join("");
  return `${base || "foto"}-${suffix}.${extension}`;
}

const randomLetter = (): number => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

/** Decoded upright: createImageBitmap applies the EXIF orientation ("from-image"); an <img> does too. */
async function decode(file: File): Promise<ImageBitmap | HTMLImageElement> {
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch (error) {
    // A browser without createImageBitmap's options throws a TypeError; one that cannot read the file, an InvalidStateError.
    if (!(error instanceof TypeError)) throw error;
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function encode(canvas: HTMLCanvasElement, type: "image/jpeg" | "image/png"): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, type === "image/jpeg" ? PHOTO_LIMITS.jpegQuality : undefined));
}

/** The photo the editor will hold instead of `file`, or PhotoRefused with the reason. */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const early = refusalBeforeReading(file);
  if (early) throw new PhotoRefused(early);
  const picture = await decode(file).catch(() => {
    throw new PhotoRefused(refusalUndecodable(file));
  });
  const source = { width: picture.width, height: picture.height };
  if (!source.width || !source.height) throw new PhotoRefused(refusalUndecodable(file));
  const size = fitWithin(source.width, source.height);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  const keepPng = file.type === "image/png" || /\.png$/i.test(file.name);
  if (!context) throw new PhotoRefused(tooLittleMemory(file));
  if (!keepPng) {
    // A JPEG has no transparency: what was transparent (a WebP, an AVIF) becomes white, not black.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingQuality = "high";
  context.drawImage(picture, 0, 0, size.width, size.height);
  if ("close" in picture) picture.close();
  let blob = keepPng ? await encode(canvas, "image/png") : null;
  let extension: "jpg" | "png" = "png";
  if (!blob || blob.size > PHOTO_LIMITS.maxPngBytes) {
    blob = await encode(canvas, "image/jpeg");
    extension = "jpg";
  }
  // Free the pixels now: a phone has little memory, and the editor goes on working.
  canvas.width = canvas.height = 0;
  if (!blob) throw new PhotoRefused(tooLittleMemory(file));
  const prepared = new File([blob], photoFileName(file.name, extension, randomLetter), { type: blob.type, lastModified: Date.now() });
  return { file: prepared, before: { bytes: file.size, ...source }, after: { bytes: prepared.size, ...size } };
}

function tooLittleMemory(file: File): string {
  return `Não foi possível preparar a foto "${file.name}" para o site (o aparelho pode estar sem memória). Nada foi enviado. Feche outros aplicativos e abas e tente de novo.`;
}

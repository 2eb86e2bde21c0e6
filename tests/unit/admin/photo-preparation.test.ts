import { describe, expect, it } from "vitest";
import { renameHint } from "../../../src/engine/core/rules/image-names";
import { fitWithin, photoFileName, PHOTO_LIMITS, refusalBeforeReading, refusalUndecodable } from "../../../src/editor/app/photo-preparation";

const MB = 1024 * 1024;

describe("a photo from a phone, before the editor holds it", () => {
  it("gets a name the check accepts, unique even when the phone names every photo alike", () => {
    const names = ["image.jpg", "IMG_2034.HEIC", "Culto de Páscoa (1).JPEG", "foto.png", ".jpg", "Ação  de Graças!!.webp"].map((name) =>
      photoFileName(name, name.endsWith(".png") ? "png" : "jpg"),
    );
    for (const name of names) expect(renameHint(`/images/${name}`), name).toBeUndefined();
    expect(names[0]).toMatch(/^image-[a-z0-9]{4}\.jpg$/);
    expect(names[1]).toMatch(/^img-2034-[a-z0-9]{4}\.jpg$/);
    expect(names[2]).toMatch(/^culto-de-pascoa-1-[a-z0-9]{4}\.jpg$/);
    expect(names[3]).toMatch(/^foto-[a-z0-9]{4}\.png$/);
    expect(new Set(Array.from({ length: 50 }, () => photoFileName("image.jpg", "jpg"))).size).toBeGreaterThan(45);
    expect(photoFileName(`${"muito-longo-".repeat(10)}.jpg`, "jpg").length).toBeLessThanOrEqual(48 + 9);
  });

  it("is brought down to 2560 px on its longest side, portrait or landscape, and never enlarged", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1920, height: 2560 });
    expect(fitWithin(8064, 6048)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(fitWithin(20000, 10)).toEqual({ width: 2560, height: 1 });
  });

  it("is refused before it is read when it is over the limit or not a picture, saying so in Portuguese", () => {
    expect(refusalBeforeReading({ name: "IMG_1.JPG", type: "image/jpeg", size: 8 * MB })).toBeUndefined();
    expect(refusalBeforeReading({ name: "IMG_1.HEIC", type: "image/heic", size: 3 * MB })).toBeUndefined();
    // Some Android pickers give no type: the name decides.
    expect(refusalBeforeReading({ name: "IMG_1.jpg", type: "", size: 3 * MB })).toBeUndefined();
    expect(refusalBeforeReading({ name: "IMG_1.JPG", type: "image/jpeg", size: PHOTO_LIMITS.maxBytes + 1 })).toBe(
      'A foto "IMG_1.JPG" tem 25,1 MB, e o limite é 25 MB. Nada foi enviado. Escolha uma foto menor (no celular, enviar a foto para você mesmo pelo WhatsApp e usar a cópia já a diminui).',
    );
    expect(refusalBeforeReading({ name: "IMG_1.JPG", type: "image/jpeg", size: 40.26 * MB })).toMatch(/^A foto "IMG_1.JPG" tem 40,3 MB, e o limite é 25 MB/);
    expect(refusalBeforeReading({ name: "boletim.pdf", type: "application/pdf", size: MB })).toBe(
      'O arquivo "boletim.pdf" não é uma foto que o site aceita (JPG, PNG, WebP, AVIF ou HEIC). Nada foi enviado.',
    );
    expect(refusalBeforeReading({ name: "animacao.gif", type: "image/gif", size: MB })).toMatch(/não é uma foto que o site aceita/);
  });

  it("that the browser cannot open is explained, HEIC with what to do on the iPhone and on a computer", () => {
    expect(refusalUndecodable({ name: "IMG_2.HEIC", type: "" })).toMatch(/^Este navegador não abre fotos HEIC, .*Nada foi enviado\. No iPhone, .*Safari.*JPG/);
    expect(refusalUndecodable({ name: "foto.jpg", type: "image/jpeg" })).toMatch(/^Não foi possível abrir a foto "foto.jpg": .*Nada foi enviado\./);
  });
});

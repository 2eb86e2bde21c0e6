import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildBrCode } from "@/lib/pix/br-code";
import { pixQrSvg } from "@/lib/pix/pix-qr-svg";

/** Rasterises the SVG the way a screen would and reads it back like a phone camera. */
async function scan(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg)).resize({ width: 480, kernel: "nearest" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(pixels, info.width, info.height)?.data;
}

const payloads = {
  "phone key with message": buildBrCode({
    key: "+5511973524180",
    name: "Igreja Monte Calvário",
    city: "São Paulo",
    description: "Oferta",
  }),
  "e-mail key with amount and txid": buildBrCode({
    key: "tesouraria@montecalvario.org.br",
    name: "Igreja Evangelica Monte Calvario",
    city: "Rio de Janeiro",
    amount: 100,
    txid: "DIZIMO",
  }),
};

describe("pixQrSvg", () => {
  for (const [name, payload] of Object.entries(payloads)) {
    it(`scans back to the exact payload (${name})`, async () => {
      expect(await scan(pixQrSvg(payload))).toBe(payload);
    });
  }

  it("is sized by CSS: viewBox, no width or height, crisp edges, role img", () => {
    const svg = pixQrSvg(payloads["phone key with message"]);
    const root = svg.slice(0, svg.indexOf(">") + 1);
    expect(root).toMatch(/viewBox="0 0 (\d+) \1"/);
    expect(root).toContain('shape-rendering="crispEdges"');
    expect(root).toContain('role="img"');
    expect(root).not.toMatch(/\s(width|height)=/);
  });

  it("leaves a 4-module quiet zone: no dark module starts before x=4 or y=4", () => {
    const svg = pixQrSvg(payloads["phone key with message"]);
    const side = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
    const starts = [...svg.matchAll(/M(\d+) (\d+)h(\d+)/g)].map((m) => m.slice(1).map(Number));
    expect(starts.length).toBeGreaterThan(0);
    for (const [x, y, run] of starts) {
      expect(Math.min(x!, y!)).toBeGreaterThanOrEqual(4);
      expect(Math.max(x! + run!, y! + 1)).toBeLessThanOrEqual(side - 4);
    }
  });

  it("is deterministic and escapes the optional label", () => {
    const payload = payloads["e-mail key with amount and txid"];
    expect(pixQrSvg(payload)).toBe(pixQrSvg(payload));
    expect(pixQrSvg(payload, { ariaLabel: 'QR Code PIX "Oferta" & <dízimo>' })).toContain('aria-label="QR Code PIX &quot;Oferta&quot; &amp; &lt;dízimo>"');
  });
});

import { describe, expect, it } from "vitest";
import { buildBrCode, crc16, decodeBrCode, pixText, type BrCodeField } from "@/lib/pix/br-code";

const KEY = "123e4567-e12b-12d1-a456-426655440000";

function valueOf(fields: BrCodeField[], id: string, subId?: string): string | undefined {
  const found = fields.find((field) => field.id === id);
  return subId === undefined ? found?.value : found?.fields?.find((field) => field.id === subId)?.value;
}

describe("crc16", () => {
  it("is CRC-16/CCITT-FALSE (standard check value)", () => {
    expect(crc16("123456789")).toBe("29B1");
  });

  it("pads to four upper-case hex digits", () => {
    expect(crc16("")).toBe("FFFF");
    expect(crc16("A")).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe("buildBrCode", () => {
  it("reproduces the Banco Central's published static example byte for byte", () => {
    // Manual de Padrões para Iniciação do Pix, static QR example (key, "Fulano de Tal", "BRASILIA").
    const published =
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
    expect(buildBrCode({ key: KEY, name: "Fulano de Tal", city: "BRASILIA" })).toBe(published);
  });

  it("writes every field so that decoding gives them back, CRC included", () => {
    const payload = buildBrCode({
      key: "+5511973524180",
      name: "Igreja Monte Calvário",
      city: "São Paulo",
      description: "Oferta e dízimo",
      amount: 50,
      txid: "OFERTA2024",
    });
    const fields = decodeBrCode(payload);
    expect(fields.map((field) => field.id)).toEqual(["00", "26", "52", "53", "54", "58", "59", "60", "62", "63"]);
    expect(valueOf(fields, "00")).toBe("01");
    expect(valueOf(fields, "26", "00")).toBe("br.gov.bcb.pix");
    expect(valueOf(fields, "26", "01")).toBe("+5511973524180");
    expect(valueOf(fields, "26", "02")).toBe("Oferta e dizimo");
    expect(valueOf(fields, "52")).toBe("0000");
    expect(valueOf(fields, "53")).toBe("986");
    expect(valueOf(fields, "54")).toBe("50.00");
    expect(valueOf(fields, "58")).toBe("BR");
    expect(valueOf(fields, "59")).toBe("Igreja Monte Calvario");
    expect(valueOf(fields, "60")).toBe("Sao Paulo");
    expect(valueOf(fields, "62", "05")).toBe("OFERTA2024");
    expect(valueOf(fields, "63")).toBe(crc16(payload.slice(0, -4)));
    expect(payload.slice(-8, -4)).toBe("6304");
  });

  it("leaves out amount and description unless given, and uses *** for no txid", () => {
    const fields = decodeBrCode(buildBrCode({ key: KEY, name: "Igreja", city: "Recife" }));
    expect(valueOf(fields, "54")).toBeUndefined();
    expect(valueOf(fields, "26", "02")).toBeUndefined();
    expect(valueOf(fields, "62", "05")).toBe("***");
  });

  it("cuts long names to 25 and cities to 15 characters, accents stripped first", () => {
    const fields = decodeBrCode(buildBrCode({ key: KEY, name: "Igreja Evangélica Monte Calvário do Brasil", city: "São José dos Campos" }));
    expect(valueOf(fields, "59")).toBe("Igreja Evangelica Monte C");
    expect(valueOf(fields, "60")).toBe("Sao Jose dos Ca");
  });

  it("keeps only printable ASCII and never ends a field with a space", () => {
    expect(pixText("  Ação\tsocial — “Natal”  ")).toBe("Acao social Natal");
    expect(pixText("Igreja Monte Calvário", 7)).toBe("Igreja");
  });

  it("refuses a key and message longer than the 99-character account field, in Portuguese", () => {
    const email = `${"a".repeat(60)}@igreja.org.br`;
    expect(() => buildBrCode({ key: email, name: "Igreja", city: "Recife", description: "Oferta para a reforma" })).toThrow(
      /juntas passam de 73 caracteres.*encurte a mensagem/,
    );
    // 73 characters for both together still fit.
    const fits = buildBrCode({ key: "k".repeat(50), name: "Igreja", city: "Recife", description: "m".repeat(23) });
    expect(valueOf(decodeBrCode(fits), "26")).toHaveLength(99);
    expect(() => buildBrCode({ key: "k".repeat(78), name: "Igreja", city: "Recife" })).toThrow(/no máximo 77/);
  });

  it("refuses empty names, bad amounts and bad txids with messages an editor can act on", () => {
    expect(() => buildBrCode({ key: KEY, name: "   ", city: "Recife" })).toThrow(/nome do recebedor do PIX está vazio/);
    expect(() => buildBrCode({ key: KEY, name: "Igreja", city: "" })).toThrow(/cidade do recebedor/);
    expect(() => buildBrCode({ key: KEY, name: "Igreja", city: "Recife", amount: 0 })).toThrow(/valor do PIX inválido/);
    expect(() => buildBrCode({ key: KEY, name: "Igreja", city: "Recife", amount: Number.NaN })).toThrow(/valor do PIX/);
    expect(() => buildBrCode({ key: KEY, name: "Igreja", city: "Recife", txid: "com espaço" })).toThrow(/até 25 letras ou números/);
  });

  it("writes amounts with two decimals", () => {
    const payload = buildBrCode({ key: KEY, name: "Igreja", city: "Recife", amount: 25.5 });
    expect(valueOf(decodeBrCode(payload), "54")).toBe("25.50");
  });
});

describe("decodeBrCode", () => {
  it("refuses a payload whose last field is cut short", () => {
    expect(() => decodeBrCode("000201260500")).toThrow(/cut short/);
    expect(() => decodeBrCode("000201X9")).toThrow(/bad field header/);
  });
});

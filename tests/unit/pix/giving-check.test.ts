import { describe, expect, it } from "vitest";
import { createFixture, positionOf, TEST_PAGE_FILE } from "../pipeline/fixture";

/** The test page with a giving block after its last section, holding `pix`. */
async function withGiving(pix: Record<string, string>) {
  const fixture = await createFixture();
  const section = { type: "giving", heading: "Contribua", pix, note: "Toda contribuição é voluntária, feita no aplicativo do seu banco." };
  const page = JSON.parse(await fixture.read(TEST_PAGE_FILE)) as { sections: unknown[] };
  page.sections.push(section);
  const text = `${JSON.stringify(page, null, 2)}\n`;
  await fixture.write(TEST_PAGE_FILE, text);
  return { fixture, text, index: page.sections.length - 1 };
}

const pix = (keyType: string, key: string) => ({ keyType, key, beneficiary: "Igreja Monte Calvário", city: "São Paulo" });

describe("the check holds a PIX key to its type", () => {
  it("accepts a valid key of each type", async () => {
    for (const [type, key] of [
      ["cpf", "529.982.247-25"],
      ["cnpj", "11.222.333/0001-81"],
      ["email", "ofertas@igreja.org.br"],
      ["telefone", "(11) 97352-4180"],
      ["aleatoria", "123e4567-e89b-42d3-a456-426614174000"],
    ] as const) {
      const { fixture } = await withGiving(pix(type, key));
      expect(await fixture.newProblems(), `${type} ${key}`).toEqual([]);
    }
  });

  it("refuses a CPF with a wrong check digit, in Portuguese, at the key", async () => {
    const { fixture, text, index } = await withGiving(pix("cpf", "529.982.247-26"));
    const problems = await fixture.newProblems();
    expect(problems).toEqual([
      {
        file: TEST_PAGE_FILE,
        ...positionOf(text, `"529.982.247-26"`),
        pointer: `/sections/${index}/pix/key`,
        message: expect.stringMatching(/^chave PIX do tipo "cpf".*dígito/),
      },
    ]);
  });

  it("refuses a key of another type than the one named (an e-mail called a phone)", async () => {
    const { fixture, index } = await withGiving(pix("telefone", "ofertas@igreja.org.br"));
    const problems = await fixture.newProblems();
    expect(problems.map((problem) => problem.pointer)).toEqual([`/sections/${index}/pix/key`]);
    expect(problems[0]?.message).toMatch(/^chave PIX do tipo "telefone"/);
  });
});

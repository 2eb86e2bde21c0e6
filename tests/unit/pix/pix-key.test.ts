import { describe, expect, it } from "vitest";
import { isPixKeyType, normalisePixKey, pixKeyProblem, type PixKeyType } from "@/lib/pix/pix-key";

// Written apart from the module's own loop, so a shared mistake cannot make both agree.
function mod11(digits: number[], firstWeight: number): number {
  const weights = digits.map((_, i) => ((firstWeight - 2 - i + 800) % 8) + 2);
  const rest = digits.reduce((sum, d, i) => sum + d * weights[i]!, 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function cpfWithCheckDigits(base: string): string {
  const digits = [...base].map(Number);
  const first = digits.reduce((sum, d, i) => sum + d * (10 - i), 0);
  const d1 = ((first * 10) % 11) % 10;
  const second = [...digits, d1].reduce((sum, d, i) => sum + d * (11 - i), 0);
  return `${base}${d1}${((second * 10) % 11) % 10}`;
}

function cnpjWithCheckDigits(base: string): string {
  const digits = [...base].map(Number);
  const d1 = mod11(digits, 5);
  return `${base}${d1}${mod11([...digits, d1], 6)}`;
}

const ok = (type: PixKeyType, raw: string) => expect(pixKeyProblem(type, raw), `${type} ${raw}`).toBeUndefined();

describe("CPF and CNPJ keys", () => {
  it("accept well-known valid numbers, with or without punctuation", () => {
    ok("cpf", "529.982.247-25");
    ok("cpf", "52998224725");
    ok("cnpj", "11.222.333/0001-81");
    ok("cnpj", "11222333000181");
    expect(normalisePixKey("cpf", " 529.982.247-25 ")).toBe("52998224725");
    expect(normalisePixKey("cnpj", "11.222.333/0001-81")).toBe("11222333000181");
  });

  it("accept numbers whose check digits the test computes itself", () => {
    for (const base of ["123456789", "000000001", "987654321", "111444777"]) ok("cpf", cpfWithCheckDigits(base));
    for (const base of ["123456780001", "000000010001", "987654320001"]) ok("cnpj", cnpjWithCheckDigits(base));
  });

  it("accept the Receita's alphanumeric CNPJ example", () => {
    ok("cnpj", "12.ABC.345/01DE-35");
    expect(normalisePixKey("cnpj", "12.abc.345/01de-35")).toBe("12ABC34501DE35");
    expect(pixKeyProblem("cnpj", "12.ABC.345/01DE-36")).toMatch(/dígito verificador errado/);
  });

  it("reject wrong check digits with a message the editor can act on", () => {
    expect(pixKeyProblem("cpf", "529.982.247-24")).toBe('chave PIX do tipo "cpf" com dígito verificador errado: confira o número');
    expect(pixKeyProblem("cnpj", "11.222.333/0001-82")).toMatch(/"cnpj" com dígito verificador errado/);
  });

  it("reject all-same-digit numbers even though their check digits add up", () => {
    expect(pixKeyProblem("cpf", "111.111.111-11")).toMatch(/todos os dígitos iguais/);
    expect(pixKeyProblem("cnpj", "00000000000000")).toMatch(/todos os dígitos iguais/);
  });

  it("reject wrong lengths and letters", () => {
    expect(pixKeyProblem("cpf", "529.982.247")).toMatch(/deve ter 11 dígitos.*esta tem 9/);
    expect(pixKeyProblem("cnpj", "11.222.333/0001")).toMatch(/deve ter 14 dígitos/);
    expect(pixKeyProblem("cpf", "529.982.247-2X")).toMatch(/só pode ter números/);
    expect(pixKeyProblem("cnpj", "11.222.333/0001-8A")).toMatch(/terminar em 2 dígitos/);
    expect(() => normalisePixKey("cpf", "123")).toThrow(/"cpf" deve ter 11 dígitos/);
  });
});

describe("phone keys", () => {
  it("accept the spellings editors use and give +55 with DDD", () => {
    for (const spelling of [
      "(11) 97352-4180",
      "+55 11 97352-4180",
      "+55 (11) 97352-4180",
      "11973524180",
      "+5511973524180",
      "5511973524180",
      "11 9 7352 4180",
    ]) {
      expect(normalisePixKey("telefone", spelling), spelling).toBe("+5511973524180");
    }
    expect(normalisePixKey("telefone", "(81) 3456-7890")).toBe("+558134567890");
  });

  it("reject other countries, bad DDDs and wrong lengths", () => {
    expect(pixKeyProblem("telefone", "+1 415 555 0100")).toMatch(/número do Brasil \(\+55\)/);
    expect(pixKeyProblem("telefone", "(01) 97352-4180")).toMatch(/DDD "01" inválido/);
    expect(pixKeyProblem("telefone", "(10) 3456-7890")).toMatch(/DDD "10" inválido/);
    expect(pixKeyProblem("telefone", "97352-4180")).toMatch(/10 ou 11 dígitos/);
    expect(pixKeyProblem("telefone", "(11) 87352-4180")).toMatch(/começa com 9/);
    expect(pixKeyProblem("telefone", "(11) 9735-ABCD")).toMatch(/número do Brasil/);
  });
});

describe("e-mail keys", () => {
  it("lower-case a valid address", () => {
    expect(normalisePixKey("email", " Tesouraria@MonteCalvario.org.br ")).toBe("tesouraria@montecalvario.org.br");
  });

  it("reject bad shapes, accents and more than 77 characters", () => {
    expect(pixKeyProblem("email", "tesouraria@igreja")).toMatch(/não parece um e-mail/);
    expect(pixKeyProblem("email", "tesouraria igreja@x.com")).toMatch(/não parece um e-mail/);
    expect(pixKeyProblem("email", "joão@igreja.org.br")).toMatch(/acentos/);
    ok("email", `${"a".repeat(63)}@igreja.com.br`);
    expect(pixKeyProblem("email", `${"a".repeat(64)}@igreja.com.br`)).toMatch(/tem 78 caracteres.*máximo 77/);
  });
});

describe("random keys", () => {
  it("accept a 36-character UUID and lower-case it", () => {
    expect(normalisePixKey("aleatoria", "123E4567-E89B-42D3-A456-426614174000")).toBe("123e4567-e89b-42d3-a456-426614174000");
  });

  it("reject anything else", () => {
    expect(pixKeyProblem("aleatoria", "123e4567e89b42d3a456426614174000")).toMatch(/36 caracteres/);
    expect(pixKeyProblem("aleatoria", "123e4567-e89b-42d3-a456-42661417400g")).toMatch(/36 caracteres/);
  });
});

describe("key types", () => {
  it("know the five types and name unknown ones", () => {
    expect(["cpf", "cnpj", "email", "telefone", "aleatoria"].every(isPixKeyType)).toBe(true);
    expect(isPixKeyType("celular")).toBe(false);
    expect(pixKeyProblem("celular" as PixKeyType, "x")).toMatch(/tipo de chave PIX "celular" desconhecido/);
    expect(pixKeyProblem("email", "  ")).toBe('chave PIX do tipo "email" está vazia');
  });
});

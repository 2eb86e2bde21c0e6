import jsQR from "jsqr";
import sharp from "sharp";
import { decodeBrCode, pixText, type BrCodeField } from "../../src/lib/pix/br-code";
import { normalisePixKey } from "../../src/lib/pix/pix-key";
import { firstPageWith } from "./support/content";
import { WORDS } from "./support/site-routes";
import { givingWords } from "../../src/site/blocks/giving/giving-words";
import { test, expect } from "./support/fixtures";

// The giving block (docs/product-decisions.md, "Giving"): the PIX code, its QR code and the copy buttons.

const giving = firstPageWith("giving");
const field = (fields: BrCodeField[] | undefined, id: string) => fields?.find((candidate) => candidate.id === id);

test.describe("the giving block", { tag: "@content" }, () => {
  test.skip(!giving, "nenhuma página tem o bloco de contribuições");
  const route = giving?.page.route ?? "/";
  const section = giving?.section;

  test("shows the PIX code built from the key, and its QR code reads back as the same code", async ({ page }) => {
    await page.goto(route);
    const code = await page.getByLabel(givingWords(section).codeLabel).inputValue();
    const fields = decodeBrCode(code);
    const account = field(fields, "26")?.fields;
    expect(field(account, "00")?.value).toBe("br.gov.bcb.pix");
    expect(field(account, "01")?.value).toBe(normalisePixKey(section!.pix.keyType, section!.pix.key));
    expect(field(fields, "59")?.value).toBe(pixText(section!.pix.beneficiary, 25));
    expect(field(fields, "60")?.value).toBe(pixText(section!.pix.city, 15));

    const qr = page.getByRole("img", { name: `QR Code do PIX para ${section!.pix.beneficiary}` });
    await expect(qr).toBeVisible();
    const { data, info } = await sharp(await qr.screenshot())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(code);
  });

  test("Copiar código PIX puts the code on the clipboard and says what to do next", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto(route);
    const words = givingWords(section);
    const code = await page.getByLabel(words.codeLabel).inputValue();
    await page.getByRole("button", { name: words.copyCode }).click();
    await expect(page.getByRole("status", { name: WORDS.notices.noticesRegion })).toContainText(words.codeCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.getByRole("button", { name: words.copyKey }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(section!.pix.key);
  });
});

import { contactWords, content, firstPageWith } from "./support/content";
import { test, expect } from "./support/fixtures";
import { whatsappMessage } from "./support/outbound-links";
import { ministryGridWords } from "../../src/site/blocks/ministry-grid/ministry-grid-words";

const found = firstPageWith("ministry-grid");
const ministries = content.ministries;
// The cards' words: the block's, or its schema's defaults.
const words = ministryGridWords(found?.section);
const [contactPath, contactSection] = words.contact.href.split("#");
const message = (name: string) => words.participateMessage.replace("{ministerio}", name);

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`the ministry grid at ${viewport.width} px`, { tag: "@content" }, () => {
    test.use({ viewport });

    test("every ministry file has a card with its facts and two distinct working buttons, in order", async ({ page }) => {
      test.skip(!found, "nenhuma página tem o bloco ministry-grid");
      if (!found) return;
      await page.goto(found.page.route);
      const grid = page.getByRole("region", { name: found.section.heading });
      const cards = grid.getByRole("listitem");
      await expect(cards).toHaveCount(ministries.length);
      await expect(grid.getByRole("heading", { level: 3 })).toHaveText(ministries.map((ministry) => ministry.name));

      const card = (name: string) => cards.filter({ has: page.getByRole("heading", { name, exact: true }) });
      for (const ministry of ministries) {
        const one = card(ministry.name);
        if (ministry.ageRange) await expect(one).toContainText(ministry.ageRange);
        if (ministry.schedule) await expect(one).toContainText(ministry.schedule);
        await expect(one.getByRole("img")).toHaveCount(1);
        const join = one.getByRole("link", { name: `${words.participate} ${words.participateAbout} ${ministry.name}` });
        expect(await whatsappMessage(join)).toBe(message(ministry.name));
        const contact = one.getByRole("link", { name: `${words.contact.label} ${words.contactAbout} ${ministry.name}` });
        const url = new URL((await contact.getAttribute("href")) ?? "", "http://site.test");
        expect(url.pathname).toBe(contactPath);
        expect(url.searchParams.get("assunto")).toBe(ministry.name);
        expect(url.hash).toBe(contactSection ? `#${contactSection}` : "");
        await expect(contact).not.toHaveAttribute("target", /.+/);
      }
      // One visible label per card: the accessible names must still tell them apart.
      const joinNames = await grid
        .getByRole("link", { name: new RegExp(`^${words.participate}`) })
        .evaluateAll((links) => links.map((a) => a.getAttribute("aria-label") ?? a.textContent));
      expect(new Set(joinNames).size).toBe(ministries.length);
    });
  });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`“Fale Conosco” opens the contact form itself at ${viewport.width} px, subject filled and ready to type`, async ({ page }) => {
    const ministry = ministries[0];
    test.skip(!found || !ministry, "nenhuma página tem o bloco ministry-grid, ou não há ministérios");
    if (!found || !ministry) return;
    await page.setViewportSize(viewport);
    await page.goto(found.page.route);
    await page.getByRole("link", { name: `${words.contact.label} ${words.contactAbout} ${ministry.name}` }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === contactPath && url.searchParams.get("assunto") === ministry.name && url.hash === (contactSection ? `#${contactSection}` : ""),
    );
    const form = page.getByRole("form", { name: contactWords.formLabel });
    await expect(form.getByLabel(contactWords.subjectLabel)).toHaveValue(ministry.name);
    await expect(form.getByLabel(contactWords.nameLabel)).toBeFocused();
    await expect(form.getByLabel(contactWords.nameLabel)).toBeInViewport();
  });
}

test("every ministry card is in the pre-rendered HTML", { tag: "@content" }, async ({ request }) => {
  test.skip(!found, "nenhuma página tem o bloco ministry-grid");
  if (!found) return;
  const html = await (await request.get(found.page.route)).text();
  for (const ministry of ministries) {
    expect(html).toContain(`>${ministry.name.replaceAll("&", "&amp;")}<`);
    expect(html).toContain(`?text=${encodeURIComponent(message(ministry.name))}`);
  }
});

test("the page's call to action sends its own WhatsApp message", { tag: "@content" }, async ({ page }) => {
  const cta = found?.page.page.sections.find((section) => section.type === "cta");
  test.skip(!found || !cta || cta.type !== "cta", "a página dos ministérios não tem bloco cta");
  if (!found || !cta || cta.type !== "cta") return;
  await page.goto(found.page.route);
  const region = page.getByRole("region", { name: cta.heading });
  // "whatsapp:<message>" in the content opens the church's WhatsApp with that message.
  const whatsappActions = cta.actions.filter((action) => action.href.startsWith("whatsapp:"));
  test.skip(whatsappActions.length === 0, "o bloco cta não tem botão de WhatsApp");
  for (const action of whatsappActions) {
    const link = region.getByRole("link", { name: action.label });
    expect(await whatsappMessage(link)).toBe(action.href.slice("whatsapp:".length));
  }
});

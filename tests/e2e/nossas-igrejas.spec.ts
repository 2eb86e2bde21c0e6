import { groupByState } from "../../src/site/blocks/church-list/group-by-state";
import { placeChurch } from "../../src/site/data/site-selectors";
import { stateNames } from "../../src/lib/brazilian-states";
import { mapsDirectionsHref } from "../../src/lib/maps";
import { content, firstPageWith } from "./support/content";
import { test, expect } from "./support/fixtures";
import { expectNewTab } from "./support/outbound-links";
import { expectWhatsappActions } from "./support/section-checks";

const found = firstPageWith("church-list");
const churches = content.churches.map((church) => placeChurch(church, content.site));

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`the church list at ${viewport.width} px`, { tag: "@content" }, () => {
    test.use({ viewport });

    test("lists every church by state with working directions, Instagram and visit links", async ({ page }) => {
      test.skip(!found, "nenhuma página tem o bloco church-list");
      if (!found) return;
      await page.goto(found.page.route);
      const section = page.getByRole("region", { name: found.section.heading });
      await expect(section.getByRole("heading", { level: 3 })).toHaveCount(churches.length);
      // Full state names label the groups, in the order the churches give.
      for (const group of groupByState(churches)) {
        const list = section.getByRole("list", { name: new RegExp(`^${stateNames[group.state]}`) });
        await expect(list.getByRole("heading", { level: 3 })).toHaveText(group.churches.map((church) => church.name));
      }
      for (const church of churches) {
        const card = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: church.name, exact: true }) });
        await expect(card).toContainText(church.address);
        await expect(card).toContainText(`${church.city} – ${church.state}`);
        if (church.postalCode) await expect(card).toContainText(`CEP ${church.postalCode}`);
        const directions = card.getByRole("link", { name: `Como chegar – ${church.name}` });
        // Editors fill mapsQuery only when the bare address leads Google Maps astray.
        await expect(directions).toHaveAttribute("href", mapsDirectionsHref(church.mapsQuery ?? `${church.address}, ${church.city} - ${church.state}`));
        await expectNewTab(directions);
        if (church.instagram) {
          const instagram = card.getByRole("link", { name: `Instagram – ${church.name}` });
          await expect(instagram).toHaveAttribute("href", church.instagram);
          await expectNewTab(instagram);
        }
      }
      await expect(section.getByText(/^CEP /)).toHaveCount(churches.filter((church) => church.postalCode).length);
      await expectWhatsappActions(page, found.page);
    });
  });
}

test("the sede writes no address of its own: it shows site.json's", { tag: "@content" }, async ({ page }) => {
  const sede = churches.find((church) => church.headquarters);
  test.skip(!found || !sede, "nenhuma igreja é a sede");
  if (!found || !sede) return;
  await page.goto(found.page.route);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: sede.name, exact: true }) });
  await expect(card).toContainText(`${content.site.address.street} – ${content.site.address.district}`);
  await expect(card).toContainText("Sede");
});

test("the church cards are in the pre-rendered HTML", { tag: "@content" }, async ({ request }) => {
  test.skip(!found, "nenhuma página tem o bloco church-list");
  const html = await (await request.get(found?.page.route ?? "/")).text();
  for (const church of churches) expect(html).toContain(church.name);
});

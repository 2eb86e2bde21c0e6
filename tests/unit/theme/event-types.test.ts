import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../../src/lib/color/srgb";
import { eventTypeColors, workedOutTint } from "../../../src/lib/theme/event-type-colors";
import { fixtureSiteJson } from "../../support/fixture-site";
import { createFixture, positionOf } from "../pipeline/fixture";

const SITE = "site-content/site.json";
const EVENT = "site-content/events/culto-de-encerramento-e-consagracao.json";

/** The fixture's own list, read rather than remembered. */
const types = fixtureSiteJson().eventTypes ?? [];
const typeOf = async (fixture: Awaited<ReturnType<typeof createFixture>>) => /"type": "([^"]+)"/.exec(await fixture.read(EVENT))?.[1] as string;

describe("an event's type is chosen from site.json's list", () => {
  it("refuses a type the list does not have, at the value, with the nearest name and the list", async () => {
    const fixture = await createFixture();
    const chosen = await typeOf(fixture);
    // A slip an editor makes: the accents left out.
    const slip = chosen.normalize("NFD").replace(/\p{M}/gu, "");
    expect(slip).not.toBe(chosen);
    await fixture.edit(EVENT, `"type": "${chosen}"`, `"type": "${slip}"`);
    const problems = await fixture.newProblems();
    const at = positionOf(await fixture.read(EVENT), `"${slip}"`);
    expect(problems).toEqual([expect.objectContaining({ file: EVENT, pointer: "/type", line: at.line, column: at.column })]);
    const message = problems[0]?.message ?? "";
    expect(message).toContain(`"${slip}" não é um dos tipos de evento de site.json ("eventTypes"). Você quis dizer "${chosen}"?`);
    for (const { name } of types) expect(message).toContain(`"${name}"`);
  });

  it("renaming a type in site.json refuses the events still using the old name, in their own files", async () => {
    const fixture = await createFixture();
    const chosen = await typeOf(fixture);
    await fixture.edit(SITE, `"name": "${chosen}"`, `"name": "${chosen} Solene"`);
    const problems = await fixture.newProblems();
    expect(problems.map((problem) => `${problem.file} ${problem.pointer}`)).toContain(`${EVENT} /type`);
    expect(problems.every((problem) => problem.file !== SITE)).toBe(true);
  });

  it("a site.json without the list says so where the type is used", async () => {
    const fixture = await createFixture();
    const site = await fixture.read(SITE);
    const list = /\n {2}"eventTypes": \[[\s\S]*?\n {2}\],/.exec(site)?.[0] as string;
    await fixture.edit(SITE, list, "");
    const problems = await fixture.newProblems();
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.pointer === "/type" && problem.message.includes('site.json ainda não tem tipos de evento ("eventTypes")'))).toBe(
      true,
    );
  });
});

describe("the badges' contrast, in npm run check", () => {
  it("refuses a type's colour too light for its badge, at its field, with a shade that passes", async () => {
    const fixture = await createFixture();
    const [first] = types;
    if (!first) throw new Error("the fixture lists no event types");
    await fixture.edit(SITE, `"color": "${first.color}"`, `"color": "#9aa8c8"`);
    const problems = await fixture.newProblems();
    const at = positionOf(await fixture.read(SITE), `"#9aa8c8"`);
    expect(problems).toEqual([expect.objectContaining({ file: SITE, pointer: "/eventTypes/0/color", line: at.line, column: at.column })]);
    const message = problems[0]?.message ?? "";
    expect(message).toMatch(
      new RegExp(
        `^a etiqueta do tipo "${first.name}", o [^#]+ #9aa8c8 sobre o [^#]+ #[0-9a-f]{6}, tem contraste \\d,\\d:1 nos dois temas \\(no escuro as duas cores trocam de lugar\\); o mínimo é 4,5:1\\. O tom mais próximo de #9aa8c8 que passa é (#[0-9a-f]{6})\\.$`,
      ),
    );
    const shade = /que passa é (#[0-9a-f]{6})/.exec(message)?.[1] as string;
    await fixture.edit(SITE, `"color": "#9aa8c8"`, `"color": "${shade}"`);
    expect(await fixture.newProblems()).toEqual([]);
  });

  it("a type without a background gets a pale tint of its colour that reads, and the check holds that tint too", async () => {
    for (const { color } of types) {
      const colors = eventTypeColors({ color });
      expect(colors.background).toBe(workedOutTint(color));
      expect(contrastRatio(colors.ink, colors.background), color).toBeGreaterThanOrEqual(4.5);
    }
    const fixture = await createFixture();
    const [first] = types;
    if (!first?.background) throw new Error("the fixture's first type writes its background");
    // A mid-tone colour: no tint of it reads, so the check names the worked-out background.
    await fixture.edit(SITE, `"color": "${first.color}", "background": "${first.background}"`, `"color": "#8a8f99"`);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ file: SITE, pointer: "/eventTypes/0/color" })]);
    expect(problems[0]?.message).toContain("(o fundo que o site calcula a partir da cor)");
  });
});

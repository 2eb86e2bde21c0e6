import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSchemaSet } from "../../../src/engine/node/schema-registry";
import type { SchemaNode } from "../../../src/engine/core/schemas/schema-index";
import { walkJson } from "../../../src/engine/core/read/json-pointer";
import type { UniqueKey } from "../../../src/engine/core/schemas/unique-values";
import { createFixture, positionOf, PROJECT_ROOT } from "./fixture";

const SITE = "site-content/site.json";
const SEDE = "site-content/churches/vila-formosa.json";

describe("what visitors must tell apart is unique", () => {
  it("a menu entry added twice is refused at the copy, naming the first one's line, for its text and its address", async () => {
    const fixture = await createFixture();
    const site = JSON.parse(await fixture.read(SITE));
    const [first] = site.nav;
    site.nav.push({ ...first, label: ` ${first.label.toUpperCase()} ` });
    await fixture.write(SITE, `${JSON.stringify(site, null, 2)}\n`);
    const text = await fixture.read(SITE);
    const problems = await fixture.newProblems();
    const last = site.nav.length - 1;
    expect(problems.map(({ pointer }) => pointer)).toEqual([`/nav/${last}/label`, `/nav/${last}/href`]);
    expect(problems[0]).toMatchObject({ file: SITE, line: positionOf(text, `"label": " ${first.label.toUpperCase()} "`).line });
    expect(problems[0]?.message).toMatch(
      new RegExp(`já está no item 1 desta lista \\("label"\\).*\\(o primeiro está na linha ${positionOf(text, '"label"').line}\\)$`),
    );
  });

  it("two services of a church at the same day and time are refused; the same day at another time is not", async () => {
    const fixture = await createFixture();
    const church = JSON.parse(await fixture.read(SEDE));
    const [service] = church.serviceTimes;
    church.serviceTimes.push({ ...service, name: "Outro culto", time: service.time === "07:00" ? "08:00" : "07:00" });
    await fixture.write(SEDE, `${JSON.stringify(church, null, 2)}\n`);
    expect(await fixture.newProblems()).toEqual([]);
    church.serviceTimes.push({ ...service, name: "Mais um culto" });
    await fixture.write(SEDE, `${JSON.stringify(church, null, 2)}\n`);
    const problems = await fixture.newProblems();
    expect(problems).toEqual([expect.objectContaining({ pointer: `/serviceTimes/${church.serviceTimes.length - 1}/time` })]);
    expect(problems[0]?.message).toContain(`"${service.day}" e "${service.time}" já estão no item 1 desta lista ("day" e "time")`);
  });

  it("a ministry copied under another file name is refused in both files, each naming the other", async () => {
    const fixture = await createFixture();
    const [original] = (await readdir(join(fixture.root, "site-content/ministries"))).sort();
    const ministry = JSON.parse(await fixture.read(`site-content/ministries/${original}`));
    await fixture.write("site-content/ministries/zz-copia.json", JSON.stringify({ ...ministry, order: 99, name: `${ministry.name.toLowerCase()}  ` }, null, 2));
    const problems = await fixture.newProblems();
    expect(problems.map(({ file, pointer }) => `${file} ${pointer}`).sort()).toEqual([
      `site-content/ministries/${original} /name`,
      "site-content/ministries/zz-copia.json /name",
    ]);
    const copy = problems.find(({ file }) => file.endsWith("zz-copia.json"));
    expect(copy?.message).toContain(`já está em site-content/ministries/${original} ("name"): cada ministério precisa do seu próprio "name"`);
  });

  it("an event may repeat its title on another day, not on the same day", async () => {
    const fixture = await createFixture();
    const [original] = (await readdir(join(fixture.root, "site-content/events"))).sort();
    const event = JSON.parse(await fixture.read(`site-content/events/${original}`));
    const write = (date: string) => fixture.write("site-content/events/zz-de-novo.json", JSON.stringify({ ...event, order: 99, date }, null, 2));
    await write("2031-01-05");
    expect(await fixture.newProblems()).toEqual([]);
    await write(event.date);
    const problems = await fixture.newProblems();
    expect(problems).toHaveLength(2);
    expect(problems[0]?.message).toContain(`"${event.title}" e "${event.date}" já estão em`);
  });
});

describe("the schemas' uniqueness rules", () => {
  it("name only fields the listed items have, so a typo cannot switch a rule off", async () => {
    const schemas = await loadSchemaSet(PROJECT_ROOT);
    const files = (await readdir(join(PROJECT_ROOT, "schemas"), { recursive: true })).filter((name) => name.endsWith(".json"));
    let rules = 0;
    for (const file of files) {
      const schema = JSON.parse(await readFile(join(PROJECT_ROOT, "schemas", file), "utf8")) as SchemaNode;
      const root = schemas.index.file(file.split("\\").join("/")) as SchemaNode;
      const check = (keys: UniqueKey[], itemSchema: unknown, where: string) => {
        const fields = Object.keys(schemas.index.properties(itemSchema));
        for (const field of keys.flat()) expect(fields, `${file}${where}: "${field}"`).toContain(field);
        rules++;
      };
      if (Array.isArray(schema.uniqueAcrossFiles)) check(schema.uniqueAcrossFiles as UniqueKey[], root, "");
      walkJson(root, (key, value, pointer) => {
        if (key !== "uniqueBy") return;
        const list = pointer
          .split("/")
          .slice(1, -1)
          .reduce<unknown>((node, segment) => (node as SchemaNode)[segment], root) as SchemaNode;
        // A list of sections names fields of its blocks: at least one kind of item must have each.
        const items = schemas.index.deref(list.items);
        const branches = Array.isArray(items?.oneOf) ? items.oneOf : [items];
        const fields = new Set(branches.flatMap((branch) => Object.keys(schemas.index.properties(branch))));
        for (const field of (value as UniqueKey[]).flat()) expect([...fields], `${file}${pointer}: "${field}"`).toContain(field);
        rules++;
      });
    }
    expect(rules).toBeGreaterThan(0);
  });
});

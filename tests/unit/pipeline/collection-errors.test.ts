import { describe, expect, it } from "vitest";
import { createFixture } from "./fixture";

const file = "site-content/ministries/criancas.json";

describe("collection entries are validated like pages", () => {
  it("a ministry without its schedule is refused at the object that lacks it, naming the field", async () => {
    const fixture = await createFixture();
    await fixture.edit(file, `  "schedule": "Domingos, 19h30",\n`, "");
    const problems = await fixture.newProblems();
    expect(problems).toHaveLength(1);
    // The object starts at line 1, column 1 of the file; the message says which field to add.
    expect(problems[0]).toMatchObject({ file, line: 1, column: 1, pointer: "" });
    expect(problems[0]?.message).toMatch(/^falta o campo obrigatório "schedule"/);
  });

  it("a wrong colour in a ministry points at the value and lists the allowed ones", async () => {
    const fixture = await createFixture();
    await fixture.edit(file, `"color": "dourado"`, `"color": "dorado"`);
    const problems = await fixture.newProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file, line: 8, column: 12, pointer: "/color" });
    expect(problems[0]?.message).toMatch(/Você quis dizer "dourado"\?/);
  });
});

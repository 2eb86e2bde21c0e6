import { describe, expect, it } from "vitest";
import { closestMatch, closestMatcher, didYouMean } from "../../../src/engine/core/read/suggest";

const ROUTES = ["/", "/sobre", "/contato", "/Agenda", "/ministerios", ...Array.from({ length: 2000 }, (_, i) => `/blog/${i + 1}`), "/blog"];
const ASKED = ["/contatos", "/CONTATO", "/agenda", "/sbore", "/blog/20001", "/blog/1x", "/ministério", "/xyz", "", "/sobre", "/blog/"];

describe("what a mistyped value may have meant", () => {
  it("is the same whether the list is prepared once for many values or read for each", () => {
    const matcher = closestMatcher(ROUTES);
    for (const value of [...ASKED, ...ASKED]) expect(matcher(value), value).toBe(closestMatch(value, ROUTES));
    expect(ASKED.map((value) => didYouMean(value, matcher)).filter(Boolean).length).toBeGreaterThan(4);
  });

  it("suggests a near spelling, in the candidate's own case, and nothing for a wild guess or the value itself", () => {
    const matcher = closestMatcher(ROUTES);
    expect(matcher("/contatos")).toBe("/contato");
    expect(matcher("/agenda")).toBe("/Agenda");
    expect(matcher("/xyz")).toBeUndefined();
    expect(matcher("/sobre")).toBeUndefined();
    expect(didYouMean("/sbore", matcher)).toBe('Você quis dizer "/sobre"? ');
  });
});

import { describe, expect, it } from "vitest";
import { describeLcpNode, readLcpDetails } from "../../../src/build/bench/lighthouse-run";

/** The shape of Lighthouse 12's "largest-contentful-paint-element" audit: the node's table, then the phases'. */
function elementAudit(node: object, timings: number[]) {
  const phases = ["TTFB", "Load Delay", "Load Time", "Render Delay"].map((phase, index) => ({ phase, timing: timings[index], percent: "" }));
  return {
    "largest-contentful-paint-element": {
      details: {
        type: "list",
        items: [
          { type: "table", items: [{ node }] },
          { type: "table", items: phases },
        ],
      },
    },
  };
}

describe("the LCP element and phases npm run bench prints", () => {
  it("reads the element and the four phases in Lighthouse's order", () => {
    const node = {
      selector: "section#inicio > div > picture > img",
      snippet: '<img src="http://127.0.0.1:4599/images/hero-960.avif" alt="">',
      nodeLabel: "section#inicio > div > picture > img",
    };
    const read = readLcpDetails(elementAudit(node, [480, 60, 190, 120]));
    expect(read).toEqual({
      element: "img hero-960.avif",
      selector: "section#inicio > div > picture > img",
      phases: { ttfb: 480, loadDelay: 60, loadTime: 190, renderDelay: 120 },
    });
  });

  it("names a text element by its words, shortened, and one without text by its tag", () => {
    expect(
      describeLcpNode({ selector: "main > p", snippet: '<p class="x">', nodeLabel: "Uma frase bem longa que passa dos quarenta caracteres do rótulo" }),
    ).toBe("p «Uma frase bem longa que passa dos quare…»");
    expect(describeLcpNode({ selector: "main > div", snippet: "<div>", nodeLabel: "main > div" })).toBe("div");
    expect(describeLcpNode(undefined)).toBe("-");
  });

  it("has no phases when Lighthouse could not split the LCP", () => {
    expect(readLcpDetails({}).phases).toBeUndefined();
    expect(readLcpDetails({}).element).toBe("-");
  });
});

import { describe, expect, it } from "vitest";
import { caretAfterDigits, formatTypedPhone } from "@/site/blocks/contact-form/contact-phone";

describe("phone formatted as typed", () => {
  it("builds (11) 98765-4321 digit by digit", () => {
    const typed = "11987654321";
    const steps = [...typed].map((_, i) => formatTypedPhone(typed.slice(0, i + 1)));
    expect(steps).toEqual([
      "(1",
      "(11",
      "(11) 9",
      "(11) 98",
      "(11) 987",
      "(11) 9876",
      "(11) 98765",
      "(11) 98765-4",
      "(11) 98765-43",
      "(11) 98765-432",
      "(11) 98765-4321",
    ]);
  });

  it("formats landlines, drops letters and stops at 11 digits", () => {
    expect(formatTypedPhone("1134567890")).toBe("(11) 3456-7890");
    expect(formatTypedPhone("113456789")).toBe("(11) 3456-789");
    expect(formatTypedPhone("11 a9876b54321")).toBe("(11) 98765-4321");
    expect(formatTypedPhone("(11) 98765-432199")).toBe("(11) 98765-4321");
  });

  it("drops the country code of a pasted international number", () => {
    expect(formatTypedPhone("+55 11 98765-4321")).toBe("(11) 98765-4321");
    expect(formatTypedPhone("+55 (11) 3456-7890")).toBe("(11) 3456-7890");
  });

  it("keeps the caret after the same digit when editing in the middle", () => {
    expect(caretAfterDigits("(11) 98765-4321", 0)).toBe(1);
    expect(caretAfterDigits("(11) 98765-4321", 2)).toBe(3);
    expect(caretAfterDigits("(11) 98765-4321", 3)).toBe(6);
    expect(caretAfterDigits("(11) 98765-4321", 8)).toBe(12);
    expect(caretAfterDigits("(11) 98765-4321", 11)).toBe(15);
    expect(caretAfterDigits("(11", 5)).toBe(3);
  });
});

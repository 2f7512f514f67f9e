import { describe, expect, it } from "vitest";
import { copyTextLine, copyTextValue } from "./pg-copy-text";

describe("COPY text format", () => {
  it("writes NULL as \\N and numbers as PostgreSQL reads them", () => {
    expect(copyTextValue(null)).toBe("\\N");
    expect(copyTextValue(undefined)).toBe("\\N");
    expect(copyTextValue(12.5)).toBe("12.5");
    expect(copyTextValue(1e-7)).toBe("1e-7");
    expect(copyTextValue(3n)).toBe("3");
    expect(copyTextValue(true)).toBe("t");
  });

  it("escapes the backslash and the characters that end a column or a row, and nothing else", () => {
    expect(copyTextValue("a\tb\nc\rd\\e")).toBe("a\\tb\\nc\\rd\\\\e");
    // A literal backslash-N is text, not NULL; the empty string is not NULL either.
    expect(copyTextValue("\\N")).toBe("\\\\N");
    expect(copyTextValue("")).toBe("");
    expect(copyTextValue(`"quoted", 'single'; ünïcödé 東京 🌍`)).toBe(`"quoted", 'single'; ünïcödé 東京 🌍`);
  });

  it("refuses what a text column cannot hold or the format cannot say", () => {
    expect(() => copyTextValue("a\0b")).toThrow(/NUL/);
    expect(() => copyTextValue({})).toThrow(/no COPY text form/);
  });

  it("joins a row's columns with tabs and ends it with a newline", () => {
    expect(copyTextLine([1, null, "x\ty"])).toBe("1\t\\N\tx\\ty\n");
  });
});

import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvChunks, toCsv } from "./csv";

describe("csvCell (RFC 4180)", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\r", '"cr\r"'],
    ["", ""],
    [null, ""],
    [12.5, "12.5"],
    [-3, "-3"],
    [Number.NaN, ""],
    // Formula injection: a text cell is never run by a spreadsheet.
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+44 20", "'+44 20"],
    ["-x", "'-x"],
    ["@cmd", "'@cmd"],
    ["=1,2", `"'=1,2"`],
  ])("%j → %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe("toCsv", () => {
  it("writes a BOM, the header and CRLF-terminated rows", () => {
    expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe(`${CSV_BOM}a,b\r\n1,"x,y"\r\n`);
  });

  it("round-trips through a CSV reader", () => {
    const text = fc.string({ unit: "grapheme" }).filter((s) => !/^[=+\-@\t\r]/.test(s) && s.trim() !== "");
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          expect(parse(toCsv(["h1", "h2"], rows), { bom: true })).toEqual([["h1", "h2"], ...rows]);
        },
      ),
    );
  });
});

describe("csvChunks", () => {
  async function* each<T>(items: readonly T[]) {
    yield* items;
  }
  it("streams the same text as toCsv, in chunks of at most a little over 64 KiB", async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [i, `name, ${i}`, "=SUM(A1)", null] as const);
    const chunks: string[] = [];
    for await (const chunk of csvChunks(["id", "name", "formula", "empty"], each(rows))) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join("")).toBe(toCsv(["id", "name", "formula", "empty"], rows));
  });

  it("a header alone is one chunk", async () => {
    const chunks: string[] = [];
    for await (const chunk of csvChunks(["a"], each([]))) chunks.push(chunk);
    expect(chunks).toEqual([toCsv(["a"], [])]);
  });
});

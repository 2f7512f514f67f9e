import { describe, expect, it } from "vitest";
import { parseCsv, parseCsvRows } from "./carbon-csv";

describe("parseCsvRows (RFC 4180)", () => {
  it.each([
    [
      "plain rows, LF",
      "a,b\n1,2\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "CRLF and no final newline",
      "a,b\r\n1,2",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "quoted comma and doubled quote",
      'a,b\n"x, y","say ""hi"""',
      [
        ["a", "b"],
        ["x, y", 'say "hi"'],
      ],
    ],
    ["a line break inside quotes", 'a\n"line 1\nline 2"', [["a"], ["line 1\nline 2"]]],
    [
      "empty fields",
      "a,b,c\n,,3",
      [
        ["a", "b", "c"],
        ["", "", "3"],
      ],
    ],
    ["blank lines skipped", "a\n\n1\n \n", [["a"], ["1"]]],
    [
      "a byte-order mark",
      "\uFEFFa,b\n1,2",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
  ])("%s", (_, text, rows) => {
    expect(parseCsvRows(text)).toEqual({ ok: true, rows });
  });

  it("refuses an unterminated quote", () => {
    const r = parseCsvRows('a\n"open');
    expect(r.ok).toBe(false);
  });
});

describe("parseCsv", () => {
  it("splits the header from the records and trims header names", () => {
    expect(parseCsv(" activity , amount\nelectricity,5")).toEqual({
      ok: true,
      value: { header: ["activity", "amount"], records: [["electricity", "5"]] },
    });
  });
  it("refuses empty text", () => {
    expect(parseCsv("\n\n").ok).toBe(false);
  });
});

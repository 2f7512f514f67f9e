import { describe, expect, it } from "vitest";
import { controlCharacterPaths } from "./control-characters";
import { parseRestBody, scanJsonText } from "./rest-call";

describe("controlCharacterPaths", () => {
  it("finds NUL and the other C0 controls at their paths, keeps tab, line feed and carriage return", () => {
    const input = {
      name: "ok\tname\r\n",
      notes: "a\u0000b",
      rows: [{ label: "fine" }, { label: "bell\u0007" }],
      "key\u001b": "value",
    };
    const paths = controlCharacterPaths(input);
    expect(paths).toHaveLength(3);
    expect(paths).toEqual(expect.arrayContaining([["notes"], ["rows", "1", "label"], ["key\u001b"]]));
    expect(controlCharacterPaths("plain")).toEqual([]);
    expect(controlCharacterPaths("\u001f")).toEqual([[]]);
    expect(controlCharacterPaths({ n: 1, b: true, z: null, u: undefined })).toEqual([]);
  });

  it("checks input nested deeper than the call stack would allow", () => {
    let deep: unknown = "x\u0001";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(controlCharacterPaths(deep)[0]).toHaveLength(100_000);
  });
});

describe("a REST body's one scan (parseRestBody)", () => {
  const parsed = (value: unknown) => {
    const body = parseRestBody(JSON.stringify(value), "application/json");
    if (!body.ok) throw new Error("not parsed");
    return body.value;
  };

  it("vouches for a body none of whose escapes can make a control character; the walk then skips it", () => {
    const text = 'a "quoted" \\ back\\slash, tab\t, line\n, return\r, \u00e9, \u2028, \u0020 and \u007f';
    expect(scanJsonText(JSON.stringify({ text }), 64)).toEqual({ tooDeep: false, mayHoldControl: false });
    expect(controlCharacterPaths(parsed({ rows: [{ text }] }))).toEqual([]);
  });

  it("leaves every escape that can make one to the walk, which still finds each", () => {
    for (const bad of ["\b", "\f", "\u0000", "\u0001", "\u000b", "\u001f"]) {
      expect(scanJsonText(JSON.stringify({ bad }), 64).mayHoldControl).toBe(true);
      expect(controlCharacterPaths(parsed({ rows: [{ bad }] }))).toEqual([["rows", "0", "bad"]]);
    }
    // Written by hand as \u0009: a tab, so allowed, though the scan leaves it to the walk.
    expect(scanJsonText('{"t":"\\u0009"}', 64).mayHoldControl).toBe(true);
    expect(controlCharacterPaths(parsed({ t: "\t" }))).toEqual([]);
  });

  it("still counts nesting past escaped quotes and brackets inside strings", () => {
    expect(scanJsonText('{"a":"\\"[[[[","b":[[1]]}', 2)).toEqual({ tooDeep: true, mayHoldControl: false });
    expect(scanJsonText('{"a":"\\"[[[[","b":[1]}', 2).tooDeep).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { controlCharacterPaths } from "./control-characters";

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

import { describe, expect, it } from "vitest";
import { csvRecords } from "./csv-records";

async function* each<T>(items: readonly T[]) {
  yield* items;
}

async function all(chunks: AsyncIterable<Uint8Array | string>) {
  const out: [string[], number][] = [];
  for await (const { record, line } of csvRecords(chunks)) out.push([record, line]);
  return out;
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("csvRecords", () => {
  it("reads records split anywhere across chunks, a multi-byte character and a quoted line break included", async () => {
    const text = '\uFEFFactivity,description\r\nelectricity,"Café ""Nord"",\nfloor 2"\r\ndiesel,Vans\n';
    const whole = await all(each([text]));
    expect(whole).toEqual([
      [["activity", "description"], 1],
      [["electricity", 'Café "Nord",\nfloor 2'], 3],
      [["diesel", "Vans"], 4],
    ]);
    const encoded = bytes(text);
    for (let cut = 1; cut < encoded.length; cut++) {
      expect(await all(each([encoded.subarray(0, cut), encoded.subarray(cut)]))).toEqual(whole);
    }
  });

  it("skips blank lines and lines of empty fields; takes CR, LF and CRLF in one file", async () => {
    expect(await all(each(["a,b\r\n\r\n , \n1,2\r3,4\n"]))).toEqual([
      [["a", "b"], 1],
      [["1", "2"], 4],
      [["3", "4"], 5],
    ]);
  });

  it("throws csv-parse's error for an unterminated quote", async () => {
    await expect(all(each(['a,b\n1,2\n3,"open\n']))).rejects.toThrow(/Quote Not Closed/);
  });

  it("reads its source no further than the parser's buffer (16 KiB) ahead, and stops when the consumer does", async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled++;
        yield "x,y\n";
      }
    }
    for await (const { record } of csvRecords(endless())) {
      expect(record).toEqual(["x", "y"]);
      break;
    }
    // 4-byte chunks: the parser's 16 KiB buffer holds ~4,100 of them; an unbounded reader never stops.
    expect(pulled).toBeLessThan(5000);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { wholeTextHash } from "./ingest-run";

// SHA-256 of "[{\"a\":1},{\"b\":\"é\"}]", fed in pieces: node:crypto's on Node, Web Crypto's in the browser.
const TEXT = '[{"a":1},{"b":"é"}]';
const PIECES = ['[{"a":1}', ',{"b":"é"}', "]"];

async function hashOf(pieces: readonly string[]) {
  const hash = wholeTextHash();
  for (const p of pieces) hash.update(p);
  return hash.digest();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("wholeTextHash", () => {
  it("gives the same digest on Node as Web Crypto gives over the whole text", async () => {
    const web = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(TEXT));
    const expected = Buffer.from(web).toString("hex");
    expect(await hashOf(PIECES)).toBe(expected);
    // Where no built-in module is lent (the browser), the pieces are joined and hashed with Web Crypto.
    vi.stubGlobal("process", { ...process, getBuiltinModule: undefined });
    expect(await hashOf(PIECES)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { createRateLimit } from "./rate-limits";

describe("createRateLimit", () => {
  it("allows a key its budget, then refuses it, per bucket and per key", async () => {
    const limit = createRateLimit({ publicFeedback: { points: 2, durationSeconds: 60 } });
    expect(await limit("publicFeedback", "a")).toBe(true);
    expect(await limit("publicFeedback", "a")).toBe(true);
    expect(await limit("publicFeedback", "a")).toBe(false);
    expect(await limit("publicFeedback", "b")).toBe(true);
    expect(await limit("aiQuery", "a")).toBe(true);
  });

  it("has a default budget for every bucket, including website fetches", async () => {
    const limit = createRateLimit();
    for (let i = 0; i < 10; i++) expect(await limit("webFetch", "user:1")).toBe(true);
    expect(await limit("webFetch", "user:1")).toBe(false);
    expect(await limit("webFetch", "user:2")).toBe(true);
  });
});

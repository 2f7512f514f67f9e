import { describe, expect, it } from "vitest";
import { nextWebhookAttemptAt, WEBHOOK_RETRY_DELAYS_MS, webhookCreateInputSchema } from "./webhooks";

describe("the webhook retry schedule", () => {
  const failedAt = new Date("2026-11-28T09:00:00.000Z");

  it("retries the first failure within a minute and keeps trying for about a day", () => {
    expect(nextWebhookAttemptAt(failedAt, 1)?.getTime()).toBe(failedAt.getTime() + 30_000);
    const total = WEBHOOK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(23 * 3_600_000);
    expect(total).toBeLessThanOrEqual(24 * 3_600_000);
    // Exponential-ish: every wait is longer than the one before.
    for (let i = 1; i < WEBHOOK_RETRY_DELAYS_MS.length; i++) {
      expect(WEBHOOK_RETRY_DELAYS_MS[i]).toBeGreaterThan(WEBHOOK_RETRY_DELAYS_MS[i - 1] as number);
    }
  });

  it("gives up after the last wait", () => {
    expect(nextWebhookAttemptAt(failedAt, WEBHOOK_RETRY_DELAYS_MS.length)).not.toBeNull();
    expect(nextWebhookAttemptAt(failedAt, WEBHOOK_RETRY_DELAYS_MS.length + 1)).toBeNull();
    expect(nextWebhookAttemptAt(failedAt, 2, [1000])).toBeNull();
  });
});

describe("a new webhook endpoint", () => {
  it("needs an http(s) URL and at least one known event, each once", () => {
    const ok = webhookCreateInputSchema.safeParse({ url: " https://a.example/h ", events: ["year.closed"] });
    expect(ok.success && ok.data.url).toBe("https://a.example/h");
    for (const bad of [
      { url: "mailto:x@example.com", events: ["year.closed"] },
      { url: "https://a.example/h", events: [] },
      { url: "https://a.example/h", events: ["year.closed", "year.closed"] },
      { url: "https://a.example/h", events: ["year.deleted"] },
    ]) {
      expect(webhookCreateInputSchema.safeParse(bad).success).toBe(false);
    }
  });
});

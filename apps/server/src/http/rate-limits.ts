import type { RateLimit, RateLimitBucket, RateLimitVerdict } from "@esg/api";
import { createLimiter, isRefusal, MEMORY_STORE, type RateLimitStore } from "./rate-limit-store";

export type RateLimitSettings = Record<RateLimitBucket, { points: number; durationSeconds: number }>;

/** Budgets per key (client address or user): generous for people, tight for scripts. */
const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  publicFeedback: { points: 10, durationSeconds: 60 * 60 },
  // Sign-ups per client address: a team signs up once; a script creating companies is stopped.
  signup: { points: 5, durationSeconds: 60 * 60 },
  // Accepting an invitation, per client address: an accepted one gives its unit back, so a whole team joining
  // from one office address is never stopped, while guessing tokens is (10 wrong links per 15 minutes).
  acceptInvitation: { points: 10, durationSeconds: 15 * 60 },
  aiQuery: { points: 20, durationSeconds: 60 },
  // A crawl holds a request for up to ~30 s and makes up to 11 outbound fetches; people extract a site or two.
  webFetch: { points: 10, durationSeconds: 10 * 60 },
};

/** The request budgets, counted in `store` (see RateLimitStore: shared by every process on PostgreSQL). */
export function createRateLimit(
  settings: Partial<RateLimitSettings> = {},
  store: RateLimitStore = MEMORY_STORE,
): RateLimit {
  const merged = { ...DEFAULT_RATE_LIMITS, ...settings };
  const limiters = Object.fromEntries(
    Object.entries(merged).map(([bucket, s]) => [
      bucket,
      createLimiter(store, { name: `rate:${bucket}`, points: s.points, durationSeconds: s.durationSeconds }),
    ]),
  ) as Record<RateLimitBucket, ReturnType<typeof createLimiter>>;
  const spend = async (bucket: RateLimitBucket, key: string): Promise<RateLimitVerdict> => {
    try {
      await limiters[bucket].consume(key);
      return { allowed: true };
    } catch (reason) {
      // A database that cannot count is an error (500), not a spent budget (429).
      if (isRefusal(reason)) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(reason.msBeforeNext / 1000)),
          limit: merged[bucket].points,
        };
      }
      throw reason;
    }
  };
  return Object.assign(spend, {
    refund: async (bucket: RateLimitBucket, key: string) => {
      await limiters[bucket].reward(key);
    },
  });
}

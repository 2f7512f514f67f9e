import type { RateLimit, RateLimitBucket } from "./context";
import { tooManyRequests } from "./errors";

/** Spends one unit of `key`'s budget in `bucket`, or refuses with a 429 saying when to retry. */
export async function spendBudget(
  rateLimit: RateLimit,
  bucket: RateLimitBucket,
  key: string,
  message: string,
): Promise<void> {
  const verdict = await rateLimit(bucket, key);
  if (!verdict.allowed) throw tooManyRequests(message, verdict.retryAfterSeconds, verdict.limit);
}

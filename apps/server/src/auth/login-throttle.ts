import { RateLimiterMemory } from "rate-limiter-flexible";

/**
 * Counts failed sign-ins per account and per client address; once either is spent, sign-in answers 429
 * until the window passes. Successful sign-in clears the account's count.
 */
export class LoginThrottle {
  private readonly perAccount: RateLimiterMemory;
  private readonly perClient: RateLimiterMemory;

  constructor(opts: { accountFailures?: number; clientFailures?: number; windowSeconds?: number } = {}) {
    const duration = opts.windowSeconds ?? 15 * 60;
    this.perAccount = new RateLimiterMemory({ points: opts.accountFailures ?? 5, duration });
    this.perClient = new RateLimiterMemory({ points: opts.clientFailures ?? 20, duration });
  }

  /** Seconds until sign-in may be tried again, or 0 when it may be tried now. */
  async retryAfterSeconds(account: string, client: string): Promise<number> {
    const [a, c] = await Promise.all([this.perAccount.get(key(account)), this.perClient.get(client)]);
    const blocked = [
      a && a.remainingPoints <= 0 ? a.msBeforeNext : 0,
      c && c.remainingPoints <= 0 ? c.msBeforeNext : 0,
    ];
    return Math.ceil(Math.max(...blocked) / 1000);
  }

  async recordFailure(account: string, client: string): Promise<void> {
    // consume() rejects once the points are spent; the next retryAfterSeconds() reports the block.
    await Promise.allSettled([this.perAccount.consume(key(account)), this.perClient.consume(client)]);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.perAccount.delete(key(account));
  }
}

function key(account: string): string {
  return account.trim().toLowerCase();
}

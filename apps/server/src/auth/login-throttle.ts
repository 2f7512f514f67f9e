import type { RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { createLimiter, isRefusal, MEMORY_STORE, type RateLimitStore } from "../http/rate-limit-store";

/**
 * Limits sign-in attempts per account (5 / 15 min) and per client (20 / 15 min). An attempt is reserved
 * *before* the password hash runs, so parallel attempts cannot all pass a check that only counts finished
 * failures: `reserve` takes one point from both budgets and refuses when either is spent; a correct password
 * gives the points back and clears the account's count. With a PostgreSQL store the counts are shared by every
 * app process on the database, so guesses spread over the processes behind a load balancer add up.
 */
export class LoginThrottle {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perClient: RateLimiterAbstract;
  /** An account's attempts per window: the budget a refused sign-in reports as `RateLimit-Limit`. */
  readonly accountLimit: number;

  constructor(
    opts: {
      accountFailures?: number;
      clientFailures?: number;
      windowSeconds?: number;
      store?: RateLimitStore;
    } = {},
  ) {
    const durationSeconds = opts.windowSeconds ?? 15 * 60;
    const store = opts.store ?? MEMORY_STORE;
    this.accountLimit = opts.accountFailures ?? 5;
    this.perAccount = createLimiter(store, {
      name: "login-account",
      points: opts.accountFailures ?? 5,
      durationSeconds,
    });
    this.perClient = createLimiter(store, {
      name: "login-client",
      points: opts.clientFailures ?? 20,
      durationSeconds,
    });
  }

  /** Takes one attempt from both budgets: 0 when it may go ahead, else the seconds until it may be retried. */
  async reserve(account: string, client: string): Promise<number> {
    const [a, c] = await Promise.allSettled([
      this.perAccount.consume(key(account)),
      this.perClient.consume(client),
    ]);
    const failed = [a, c].find((r) => r.status === "rejected" && !isRefusal(r.reason));
    if (failed) {
      // The store could not count (the database is unreachable): the attempt goes no further, so what it did
      // take goes back, as far as the store still works, and the failure surfaces as an error, not a refusal.
      await Promise.allSettled([
        a.status === "fulfilled" && this.perAccount.reward(key(account)),
        c.status === "fulfilled" && this.perClient.reward(client),
      ]);
      throw (failed as PromiseRejectedResult).reason;
    }
    const refused = [a, c].filter((r) => r.status === "rejected") as PromiseRejectedResult[];
    if (refused.length === 0) return 0;
    // A refused attempt is not a guess: give back what it took (a refused consume() still counts), so a
    // blocked account does not drain the client's budget or the other way round. Counters stay at their
    // limit until the window passes.
    await Promise.all([this.perAccount.reward(key(account)), this.perClient.reward(client)]);
    const ms = Math.max(...refused.map((r) => msBeforeNext(r.reason)));
    return Math.max(1, Math.ceil(ms / 1000));
  }

  /** The password was right: the attempt did not count, and the account's earlier failures are forgiven. */
  async succeeded(account: string, client: string): Promise<void> {
    await Promise.all([this.perAccount.delete(key(account)), this.perClient.reward(client)]);
  }
}

function msBeforeNext(reason: unknown): number {
  return (reason as Partial<RateLimiterRes> | undefined)?.msBeforeNext ?? 1000;
}

function key(account: string): string {
  return account.trim().toLowerCase();
}

import { createHmac } from "node:crypto";

/**
 * The `Verdant-Signature` value of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` under the
 * endpoint's secret. The timestamp is inside the signed text, so a receiver that checks it is recent (Stripe
 * suggests 5 minutes) also refuses a captured delivery replayed later.
 */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}

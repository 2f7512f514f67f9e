/**
 * The bounds every numeric input of the API shares. zod 4's `z.number()` already
 * refuses NaN and ±Infinity; a magnitude bound is needed as well, because a finite input can still overflow
 * once multiplied (kg CO2e after unit and currency conversion) or summed (totals), and SQLite would store
 * that Infinity for every later read to fail on.
 *
 * - An amount (an activity's quantity or spend, a goal, impact or benchmark value) is at most 1e12 in its
 *   own unit: a trillion kWh, litres, passenger-km or dollars is beyond any one company's year.
 * - A supplier or certificate factor is at most 1e7 kg CO2e per unit: ten times the dirtiest grid's
 *   intensity per GWh, the largest energy unit a factor may be quoted in.
 * - A number inside a free-form JSON object field is finite and within ±Number.MAX_SAFE_INTEGER.
 *
 * With these, the largest kg CO2e one row can reach (1e12 × the widest unit conversion, 1e9, × 1e7) is about
 * 1e28, far from overflow; the engine still checks every computed figure and refuses one that is not finite.
 */
import { z } from "zod";

export const MAX_AMOUNT = 1e12;
export const MAX_SUPPLIER_FACTOR = 1e7;
export const MAX_JSON_NUMBER = Number.MAX_SAFE_INTEGER;

/** How a bound reads in messages: 1e12 as "1e12", small ones as written. */
export function formatBound(n: number): string {
  return Math.abs(n) >= 1e6 ? n.toExponential().replace("e+", "e") : String(n);
}

/** True when `n` is a finite number within ±`max`. */
export function isWithin(n: number, max: number): boolean {
  return Number.isFinite(n) && Math.abs(n) <= max;
}

/**
 * A finite, non-negative amount in its unit, at most `MAX_AMOUNT`: the shared schema of activity amounts
 * (a numeric string is turned into a number before it, see `activityAmountSchema`).
 */
export const finiteAmount = /* @__PURE__ */ z
  .number({ error: "Amount must be a finite number" })
  .nonnegative("Amount must not be negative")
  .max(MAX_AMOUNT, `Amount must be at most ${formatBound(MAX_AMOUNT)} in its unit`);

/**
 * The path of the first number in a JSON value that is not finite or beyond ±`max`, or null when every
 * number is fine. Iterative, so a deeply nested value cannot exhaust the stack.
 */
export function firstNumberOutOfRange(
  value: unknown,
  max: number = MAX_JSON_NUMBER,
): (string | number)[] | null {
  // Each node points at its parent, so a path is built only for the number that fails.
  type Node = { value: unknown; key: string | number | null; parent: Node | null };
  const pathOf = (node: Node) => {
    const path: (string | number)[] = [];
    // Pushed leaf first, then reversed once: unshift would move the whole path at every level.
    for (let n: Node | null = node; n?.key != null; n = n.parent) path.push(n.key);
    return path.reverse();
  };
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    const v = node.value;
    if (typeof v === "number") {
      if (!isWithin(v, max)) return pathOf(node);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: node });
    } else if (typeof v === "object" && v !== null) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}

/** Small helpers to suggest what a person probably meant ("did you mean …"). */

/** Levenshtein edit distance (insertions, deletions, substitutions all cost 1). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

/**
 * Similarity of two normalised names in [0, 1]: edit-distance similarity, raised when one contains the
 * other or when they share words (split on "_").
 */
export function similarity(a: string, b: string): number {
  if (!a || !b) return 0;
  const longest = Math.max(a.length, b.length);
  let score = 1 - editDistance(a, b) / longest;
  if (a.length >= 3 && b.length >= 3 && (a.includes(b) || b.includes(a))) score = Math.max(score, 0.75);
  const wa = new Set(a.split("_").filter((w) => w.length > 1));
  const wb = new Set(b.split("_").filter((w) => w.length > 1));
  const shared = [...wa].filter((w) => wb.has(w)).length;
  if (shared > 0) score = Math.max(score, 0.5 + (0.4 * shared) / Math.max(wa.size, wb.size));
  return score;
}

/**
 * The values whose keys are most similar to `input`, best first, without duplicates.
 * Keys scoring under `threshold` are dropped.
 */
export function closestMatches(
  input: string,
  entries: Iterable<readonly [key: string, value: string]>,
  limit = 5,
  threshold = 0.5,
): string[] {
  const best = new Map<string, number>();
  for (const [key, value] of entries) {
    const score = similarity(input, key);
    if (score >= threshold && score > (best.get(value) ?? -1)) best.set(value, score);
  }
  return [...best.entries()]
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, limit)
    .map(([value]) => value);
}

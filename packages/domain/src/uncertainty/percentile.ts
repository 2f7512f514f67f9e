/**
 * Percentiles of Monte Carlo draws by selection, not sorting: a sort of 100,000 draws per total was the longest
 * block of a request (tens of milliseconds each under load); selecting the order statistics a percentile needs
 * is linear. Same answers as sorting: linear interpolation between order statistics (Hyndman & Fan type 7).
 */

/** Puts the k-th smallest of a[lo..hi] at a[k], smaller ones before it and larger ones after (Hoare). */
function select(a: Float64Array, k: number, lo: number, hi: number): void {
  while (hi > lo) {
    const mid = lo + ((hi - lo) >> 1);
    // Median of three as the pivot keeps sorted or constant runs from going quadratic.
    const x = a[lo] as number;
    const y = a[mid] as number;
    const z = a[hi] as number;
    const pivot = Math.max(Math.min(x, y), Math.min(Math.max(x, y), z));
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while ((a[j] as number) > pivot) j--;
      if (i <= j) {
        const t = a[i] as number;
        a[i] = a[j] as number;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/**
 * The `p`-quantiles (0 … 1) of `values`, type 7, each computed in linear time. `values` is not changed.
 * Empty input gives 0 for every p.
 */
export function percentilesOf(values: Float64Array, ps: readonly number[]): number[] {
  const n = values.length;
  if (n === 0) return ps.map(() => 0);
  const a = Float64Array.from(values);
  return ps.map((p) => {
    const h = (n - 1) * p;
    const lo = Math.floor(h);
    select(a, lo, 0, n - 1);
    const low = a[lo] as number;
    if (lo + 1 >= n || h === lo) return low;
    // The next order statistic is the smallest of everything after the k-th.
    let next = Number.POSITIVE_INFINITY;
    for (let i = lo + 1; i < n; i++) if ((a[i] as number) < next) next = a[i] as number;
    return low + (h - lo) * (next - low);
  });
}

/**
 * Background upload work yields here between batches. The yields of every job in the process form one line:
 * each resumes a loop turn after the one before it, so however many uploads run, at most one batch runs
 * between two chances of the event loop to serve requests (two jobs yielding with plain `setImmediate` would
 * both resume in the same turn, doubling the wait of a request that arrives meanwhile).
 */
const nextTurn = () =>
  new Promise<void>((resolve) => (globalThis.setImmediate ?? globalThis.setTimeout)(() => resolve()));

let line: Promise<void> = Promise.resolve();

export function yieldTurn(): Promise<void> {
  const turn = line.then(nextTurn);
  line = turn;
  return turn;
}

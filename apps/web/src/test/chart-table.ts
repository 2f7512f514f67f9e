import { screen, within } from "@testing-library/react";

/**
 * The rows of a chart's data table (components/charts/chart-data-table.tsx), found by its caption, as arrays
 * of cell texts, the header row first. The charts are lazy chunks, so the first one can take a moment.
 */
export async function chartTableRows(caption: string): Promise<string[][]> {
  const table = await screen.findByRole("table", { name: caption }, { timeout: 5000 });
  return within(table)
    .getAllByRole("row")
    .map((tr) => Array.from(tr.querySelectorAll("th, td"), (c) => c.textContent ?? ""));
}

/** A chart (an image named by its summary) once its lazy chunk has loaded. */
export function findChart(name: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole("img", { name }, { timeout: 5000 });
}

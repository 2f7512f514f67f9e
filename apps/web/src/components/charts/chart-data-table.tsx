/**
 * The numbers behind a chart as a real table for screen readers (the SVG itself is one image with a
 * summary as its name). Visually hidden; sighted users read the chart, its labels and legend. The hiding is on
 * a wrapper: a table box ignores `width: 1px` and `overflow: hidden`, so a hidden table itself would still
 * widen the page.
 */
export function ChartDataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  /** The first cell of each row names it (a row header). */
  rows: readonly (readonly string[])[];
}) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // Rows have no id; their first cell (a year, a period, a name) may repeat.
            // biome-ignore lint/suspicious/noArrayIndexKey: a static table rebuilt with the chart
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={columns[j]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={columns[j]}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

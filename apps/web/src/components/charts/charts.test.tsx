import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { HorizontalBarChart } from "./horizontal-bar-chart";
import { LineChart } from "./line-chart";
import { StackedBarChart } from "./stacked-bar-chart";

const t = (n: number) => `${n.toFixed(1)} t`;
const rows = (caption: string) =>
  within(screen.getByRole("table", { name: caption }))
    .getAllByRole("row")
    .map((tr) => Array.from(tr.querySelectorAll("th, td"), (c) => c.textContent));

describe("chart primitives", () => {
  test("the data table is hidden by a wrapper: a table box ignores width 1px and would widen the page", () => {
    render(
      <StackedBarChart
        bars={[{ key: "a", label: "2024", values: { s: 1 } }]}
        series={[{ key: "s", label: "Scope 1", colour: "#dc2626" }]}
        summary="One bar"
        tableCaption="Bars"
        categoryName="Year"
        formatValue={t}
        yLabel="t"
      />,
    );
    const table = screen.getByRole("table", { name: "Bars" });
    expect(table.className).toBe("");
    expect(table.parentElement?.className).toBe("sr-only");
  });

  test("stacked bars: one image named by its summary; a partial bar says so in the table; totals per row", () => {
    render(
      <StackedBarChart
        bars={[
          { key: "2023", label: "2023", values: { a: 1, b: 2 } },
          { key: "2024", label: "2024", values: { a: 0.5 }, partial: true, note: "Partial" },
        ]}
        series={[
          { key: "a", label: "A", colour: "#dc2626" },
          { key: "b", label: "B", colour: "#2563eb" },
        ]}
        summary="Two years"
        tableCaption="By year"
        categoryName="Year"
        formatValue={t}
        yLabel="t"
      />,
    );
    expect(screen.getByRole("img", { name: "Two years" }).tagName.toLowerCase()).toBe("svg");
    expect(rows("By year")).toEqual([
      ["Year", "A", "B", "Total"],
      ["2023", "1.0 t", "2.0 t", "3.0 t"],
      ["2024 (partial)", "0.5 t", "0.0 t", "0.5 t"],
    ]);
  });

  test("lines: a category without a value is a dash in the table; the references are in the legend", () => {
    render(
      <LineChart
        categories={[
          { key: "1", label: "2024" },
          { key: "2", label: "2025" },
        ]}
        series={[
          { key: "x", label: "Actual", colour: "#000", values: { "1": 4 } },
          { key: "y", label: "Projected", colour: "#555", dashed: true, values: { "1": 4, "2": 3 } },
        ]}
        references={[{ label: "Target 2", value: 2, colour: "#047857" }]}
        summary="Lines"
        tableCaption="Lines table"
        categoryName="Year"
        formatValue={t}
        yLabel="t"
      />,
    );
    expect(rows("Lines table")).toEqual([
      ["Year", "Actual", "Projected"],
      ["2024", "4.0 t", "4.0 t"],
      ["2025", "—", "3.0 t"],
    ]);
    expect(screen.getByRole("list", { name: "Legend" }).textContent).toBe("ActualProjectedTarget 2");
  });

  test("empty charts say so and draw nothing", () => {
    render(
      <>
        <LineChart
          categories={[]}
          series={[]}
          summary="x"
          tableCaption="x"
          categoryName="x"
          formatValue={t}
          yLabel="t"
          emptyMessage="No lines"
        />
        <HorizontalBarChart
          bars={[]}
          summary="y"
          tableCaption="y"
          categoryName="y"
          valueName="y"
          formatValue={t}
          emptyMessage="No bars"
        />
      </>,
    );
    expect(screen.getByText("No lines")).toBeVisible();
    expect(screen.getByText("No bars")).toBeVisible();
    expect(screen.queryByRole("img")).toBeNull();
  });

  test("horizontal bars: the group and value columns; the bar never passes the maximum's track", () => {
    const { container } = render(
      <HorizontalBarChart
        bars={[
          { key: "a", label: "Water", value: 67, colour: "#047857", group: "Environmental" },
          { key: "b", label: "Jobs", value: 100, colour: "#047857", group: "Economic" },
        ]}
        summary="Progress"
        tableCaption="Progress table"
        categoryName="Measurement"
        groupName="Category"
        valueName="Progress"
        formatValue={(n) => `${n}%`}
        max={100}
        marker={{ value: 100, label: "Target", colour: "#047857" }}
      />,
    );
    expect(rows("Progress table")).toEqual([
      ["Measurement", "Category", "Progress"],
      ["Water", "Environmental", "67%"],
      ["Jobs", "Economic", "100%"],
    ]);
    const widths = Array.from(container.querySelectorAll("rect"), (r) => Number(r.getAttribute("width")));
    // track, bar, track, bar: each bar at most its track.
    expect(widths[1]).toBeLessThan(widths[0] as number);
    expect(widths[3]).toBe(widths[2]);
  });
});

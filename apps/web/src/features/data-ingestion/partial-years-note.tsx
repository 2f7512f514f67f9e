import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/**
 * "2025 is a partial year (3 of 12 months)": the reporting years an upload touched that are not complete,
 * with their coverage from the analysis (its `availableYears`).
 */
export function PartialYearsNote({ years }: { years: readonly number[] }) {
  const trpc = useTRPC();
  const analysis = useQuery({ ...trpc.carbon.analysis.queryOptions(), enabled: years.length > 0 });
  if (years.length === 0) return null;
  const coverage = analysis.data?.availableYears ?? [];
  return (
    <ul aria-label="Partial years" className="flex flex-col gap-1 text-sm text-amber-900">
      {years.map((year) => {
        const months = coverage.find((y) => y.year === year)?.monthsCovered;
        return (
          <li key={year}>
            {year} is a partial year{months !== undefined ? ` (${months} of 12 months)` : ""}.
          </li>
        );
      })}
    </ul>
  );
}

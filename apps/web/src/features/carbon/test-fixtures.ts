import {
  carbonCoverageInputSchema,
  DEFAULT_REPORTING_SETTINGS,
  type ReportingSettings,
  reportingSettingsSchema,
} from "@esg/domain";
import {
  analysisFixture,
  COMPLETE_YEARS,
  coverageFixture,
  PARTIAL_2025,
  type YearLine,
} from "../../test/carbon-fixtures";
import { type ProcedureMap, trpcError } from "../../test/trpc-msw";

/**
 * An in-memory carbon API for /carbon: the analysis is computed by the domain's builder from `lines` for the
 * asked year (or the default year), with the closed years and settings that the close, reopen and settings
 * procedures change, as the server does.
 */
export function fakeCarbonAnalysisApi(
  opts: { lines?: YearLine[]; closedYears?: number[]; settings?: Partial<ReportingSettings> } = {},
) {
  const state = {
    closedYears: [...(opts.closedYears ?? [])],
    settings: { ...DEFAULT_REPORTING_SETTINGS, ...opts.settings } as ReportingSettings,
  };
  const lines = opts.lines ?? [...COMPLETE_YEARS, ...PARTIAL_2025];
  const procedures: ProcedureMap = {
    "carbon.analysis": (input) =>
      analysisFixture({
        lines,
        year: input?.year === undefined ? undefined : Number(input.year),
        closedYears: state.closedYears,
        settings: state.settings,
      }),
    "carbon.coverage": (input) => coverageFixture(carbonCoverageInputSchema.parse(input).year, lines),
    "carbon.reportingSettings": () => state.settings,
    "carbon.updateReportingSettings": (input) => {
      const parsed = reportingSettingsSchema.safeParse(input);
      if (!parsed.success) {
        throw trpcError(
          "BAD_REQUEST",
          "Invalid input",
          parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })),
        );
      }
      state.settings = parsed.data;
      return state.settings;
    },
    "carbon.closeYear": (input) => {
      const year = Number(input.year);
      if (state.closedYears.includes(year)) {
        throw trpcError("CONFLICT", `Reporting year ${year} is already closed`);
      }
      state.closedYears.push(year);
      return { year, closed: true };
    },
    "carbon.reopenYear": (input) => {
      const year = Number(input.year);
      state.closedYears = state.closedYears.filter((y) => y !== year);
      return { year, closed: false };
    },
  };
  return { procedures, state };
}

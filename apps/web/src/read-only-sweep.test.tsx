/**
 * Every module screen: a viewer or an auditor opens each screen and each of its tabs and finds no
 * control that creates or changes data (the server would refuse it with 403); a viewer also finds no
 * download or export. The screens' data come from the same in-memory fakes as their own tests.
 */
import type { Role, StakeholderFeedback } from "@esg/domain";
import { screen, waitFor } from "@testing-library/react";
import { afterAll, describe, expect, test } from "vitest";
import { fakeBoard } from "./features/board-reporting/test-fixtures";
import { fakeCarbonAnalysisApi } from "./features/carbon/test-fixtures";
import { fakeCarbonApi } from "./features/data-ingestion/test-fixtures";
import { fakeRatingsApi } from "./features/esg-ratings/fake-ratings-api";
import { fakeTraining } from "./features/esg-training/test-fixtures";
import { fakeGoals } from "./features/goal-tracking/test-fixtures";
import { fakeImpact } from "./features/impact-measurement/test-fixtures";
import { fakeBenchmarkApi } from "./features/peer-benchmarking/fake-benchmark-api";
import { mockRequirementsApi } from "./features/regulatory-compliance/test-api";
import { mockRisksApi } from "./features/risk-heatmaps/test-api";
import { fakeSuppliersApi, SUPPLIERS } from "./features/suppliers/test-fixtures";
import { mockApi } from "./test/api";
import { demoUser } from "./test/fixtures";
import { renderApp } from "./test/render-app";

const WRITE_CONTROL =
  /^(Add|Create|Edit|Update|Upload|Process Data|Load Example|Choose File|Void|Mark|Close year|Reopen year|Save|Respond|Extract|Run|Track|Use Template|Submit for Review|Approve|Reset Demo|Invite|Remove)\b/;
const EXPORT_CONTROL = /^(Download|Export)\b/;

const ORIGINAL_ROLE = demoUser.role;
afterAll(() => {
  demoUser.role = ORIGINAL_ROLE;
});

const feedback = (id: number, status: StakeholderFeedback["status"]): StakeholderFeedback => ({
  id,
  companyId: 1,
  topic: `Topic ${id}`,
  stakeholderType: "customer",
  feedbackType: "question",
  priority: "medium",
  status,
  message: `Message ${id}`,
  contactEmail: null,
  response: null,
  respondedAt: null,
  createdAt: "2026-03-01T10:00:00.000Z",
});

/** Each module screen with the fake API its own tests use (mockApi signs in as `demoUser`). */
const SCREENS: [string, string, () => void][] = [
  [
    "/materiality",
    "Materiality Assessment Matrix",
    () => mockApi({ procedures: { "materiality.list": () => [] } }),
  ],
  ["/carbon", "Carbon Analysis", () => mockApi({ procedures: fakeCarbonAnalysisApi().procedures })],
  [
    "/data-ingestion",
    "Data Ingestion",
    () => mockApi({ procedures: { ...fakeCarbonApi().procedures, "companyData.latest": () => null } }),
  ],
  [
    "/stakeholder-engagement",
    "Stakeholder Engagement Portal",
    () =>
      mockApi({
        procedures: { "stakeholderEngagement.list": () => [feedback(1, "open"), feedback(2, "in_progress")] },
      }),
  ],
  ["/goal-tracking", "Goal Setting & Target Tracking", () => fakeGoals()],
  ["/regulatory-compliance", "Regulatory Compliance Dashboard", () => mockRequirementsApi()],
  ["/risk-heatmaps", "ESG Risk Heat Maps", () => mockRisksApi()],
  ["/esg-ratings", "Third-Party ESG Ratings", () => fakeRatingsApi()],
  ["/peer-benchmarking", "Peer Benchmarking Analysis", () => fakeBenchmarkApi()],
  ["/suppliers", "Suppliers", () => mockApi({ procedures: fakeSuppliersApi(SUPPLIERS).procedures })],
  ["/esg-training", "ESG Training & Certification", () => fakeTraining()],
  ["/board-reporting", "Board Reporting Templates", () => fakeBoard()],
  ["/impact-measurement", "Impact Measurement Tools", () => fakeImpact()],
  [
    "/reports",
    "Reports",
    () =>
      mockApi({
        procedures: {
          "reports.list": () => ({
            defaultYear: null,
            reports: [
              {
                id: 4,
                type: "CSRD",
                title: "ESRS E1 Climate Change disclosure (draft)",
                year: 2026,
                format: "pdf",
                filename: "CSRD_ESRS_E1_Climate_Disclosure_Draft_2026.pdf",
                downloadPath: "/api/documents/4/download?year=2026",
                hasData: false,
                monthsCovered: 0,
                isPartial: true,
                closed: false,
              },
            ],
          }),
        },
      }),
  ],
];

function controlsMatching(pattern: RegExp): string[] {
  const named = (el: Element) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim();
  // A control the role cannot use may be shown disabled with its reason; only usable ones count.
  // (jsdom does not apply a disabled fieldset to its controls, as browsers do, hence the closest()).
  const usable = (el: Element) =>
    !el.matches(":disabled") &&
    !el.closest("fieldset[disabled]") &&
    el.getAttribute("aria-disabled") !== "true";
  return [
    ...screen.queryAllByRole("button"),
    ...screen.queryAllByRole("link"),
    // Tabs are not counted: a tab only opens a view (Upload Data is shown to every role), and the
    // controls of each view are counted once it is open.
  ]
    .filter(usable)
    .map(named)
    .filter((name) => pattern.test(name));
}

/** Waits until no "Loading …" spinner is left. */
async function settled() {
  await waitFor(() =>
    expect(
      screen.queryAllByRole("status").filter((s) => /^Loading/.test(s.getAttribute("aria-label") ?? "")),
    ).toEqual([]),
  );
}

describe.each(["viewer", "auditor"] as const)("a signed-in %s", (role: Role) => {
  test.each(SCREENS)("%s: no write control on any tab", async (path, title, api) => {
    demoUser.role = role;
    api();
    const { user } = renderApp(path);
    await screen.findByRole("heading", { level: 1, name: title });
    await settled();
    const tabs = screen.queryAllByRole("tab");
    const seen: string[] = [];
    for (const tab of tabs.length > 0 ? tabs : [null]) {
      if (tab) await user.click(tab);
      await settled();
      seen.push(...controlsMatching(WRITE_CONTROL));
      if (role === "viewer") seen.push(...controlsMatching(EXPORT_CONTROL));
    }
    expect(seen).toEqual([]);
  });
});

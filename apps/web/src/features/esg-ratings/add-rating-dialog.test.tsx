import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { server } from "../../test/msw-server";
import { renderApp } from "../../test/render-app";
import { findToast, queryToasts } from "../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { fakeRatingsApi, RATINGS } from "./fake-ratings-api";

async function openDialog(overrides: ProcedureMap = {}, initial = RATINGS) {
  const api = fakeRatingsApi(initial, overrides);
  const app = renderApp("/esg-ratings");
  await app.user.click(await screen.findByRole("button", { name: /Add ESG Rating/ }));
  const dialog = await screen.findByRole("dialog", { name: "Add ESG Rating" });
  return { ...app, api, dialog };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

describe("Add ESG Rating dialog", () => {
  test("hints the grade scale of the chosen provider", async () => {
    const { user, dialog } = await openDialog();
    const overall = field(dialog, "Overall Rating");
    expect(overall.placeholder).toMatch(/AAA.*CCC/);
    await user.selectOptions(field(dialog, "Provider"), "Sustainalytics");
    expect(overall.placeholder).toMatch(/risk/i);
    await user.selectOptions(field(dialog, "Provider"), "CDP");
    expect(overall.placeholder).toMatch(/A,.*D$/);
    await user.type(overall, "A-");
    expect(within(dialog).getByText("Normalised score: 90%")).toBeVisible();
  });

  test("requires the rating date and the overall rating and sends nothing without them", async () => {
    const { user, dialog, api } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Add Rating" }));
    expect(within(dialog).getByText("Rating date is required")).toBeVisible();
    expect(within(dialog).getByText("Overall rating is required")).toBeVisible();
    expect(field(dialog, "Rating Date").getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(api.calls, "esgRatings.create")).toHaveLength(0);
  });

  test("refuses scores outside 0-100 and a peer ranking outside 1-100", async () => {
    const { user, dialog, api } = await openDialog();
    fireEvent.change(field(dialog, "Rating Date"), { target: { value: "2026-05-12" } });
    await user.type(field(dialog, "Overall Rating"), "AA");
    await user.type(field(dialog, "Environmental Score"), "101");
    await user.type(field(dialog, "Peer Ranking (percentile)"), "0");
    await user.click(within(dialog).getByRole("button", { name: "Add Rating" }));
    expect(within(dialog).getByText("Environmental score must be between 0 and 100")).toBeVisible();
    expect(within(dialog).getByText("Peer ranking must be between 1 and 100")).toBeVisible();
    expect(callsTo(api.calls, "esgRatings.create")).toHaveLength(0);
  });

  test("refuses a grade that is not valid for the provider, with a clear message", async () => {
    const { user, dialog, api } = await openDialog();
    fireEvent.change(field(dialog, "Rating Date"), { target: { value: "2026-05-12" } });
    await user.type(field(dialog, "Overall Rating"), "banana");
    expect(within(dialog).queryByText(/Normalised score/)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Add Rating" }));
    expect(
      within(dialog).getByText("Overall rating must be an MSCI grade: AAA, AA, A, BBB, BB, B, CCC"),
    ).toBeVisible();
    expect(field(dialog, "Overall Rating").getAttribute("aria-invalid")).toBe("true");
    await user.selectOptions(field(dialog, "Provider"), "Sustainalytics");
    await user.click(within(dialog).getByRole("button", { name: "Add Rating" }));
    expect(
      within(dialog).getByText(
        "Overall rating must be a Sustainalytics risk score between 0 and 100 (e.g., 18.5)",
      ),
    ).toBeVisible();
    expect(callsTo(api.calls, "esgRatings.create")).toHaveLength(0);
  });

  test("sends defaults for empty numbers and split lists, toasts, closes and refetches the ratings", async () => {
    const { user, dialog, api } = await openDialog();
    await user.selectOptions(field(dialog, "Provider"), "Refinitiv");
    fireEvent.change(field(dialog, "Rating Date"), { target: { value: "2026-05-12" } });
    await user.type(field(dialog, "Overall Rating"), " 72 ");
    await user.type(field(dialog, "Governance Score"), "66");
    await user.selectOptions(field(dialog, "Trend"), "improving");
    await user.type(field(dialog, "Key Strengths"), " Emission reduction ,  Workforce safety,");
    await user.type(field(dialog, "Areas for Improvement"), "Shareholder rights");
    const listCalls = callsTo(api.calls, "esgRatings.list").length;

    await user.click(within(dialog).getByRole("button", { name: "Add Rating" }));

    await findToast("Rating Added", "ESG rating has been recorded successfully");
    expect(callsTo(api.calls, "esgRatings.create").map((c) => c.input)).toEqual([
      {
        provider: "Refinitiv",
        overallScore: "72",
        previousScore: null,
        ratingDate: "2026-05-12",
        trend: "improving",
        environmentalScore: null,
        socialScore: null,
        governanceScore: 66,
        peerRanking: 50,
        methodology: null,
        strengths: ["Emission reduction", "Workforce safety"],
        weaknesses: ["Shareholder rights"],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(callsTo(api.calls, "esgRatings.list").length).toBeGreaterThan(listCalls));
    const refinitiv = await screen.findByRole("region", { name: "Refinitiv rating" });
    await waitFor(() => expect(within(refinitiv).getByTestId("overall-rating").textContent).toBe("72"));
    // Empty pillars are not rated, not 0%.
    const pillar = (name: string) => refinitiv.querySelector(`[data-pillar="${name}"]`)?.textContent;
    expect(pillar("Environmental")).toBe("EnvironmentalNot rated");
    expect(pillar("Social")).toBe("SocialNot rated");
    expect(within(refinitiv).queryByText("0%")).toBeNull();
    expect(within(refinitiv).getByText("66%")).toBeVisible();
  });

  test("shows the server's field errors on a 400 and no toast", async () => {
    const { user, dialog } = await openDialog();
    server.use(
      http.post("*/trpc/esgRatings.create", () =>
        HttpResponse.json(
          [
            {
              error: {
                message: "Invalid input",
                code: -32600,
                data: {
                  code: "BAD_REQUEST",
                  httpStatus: 400,
                  path: "esgRatings.create",
                  issues: [{ path: ["overallScore"], message: "Server says: unknown grade" }],
                },
              },
            },
          ],
          { status: 400 },
        ),
      ),
    );
    fireEvent.change(field(dialog, "Rating Date"), { target: { value: "2026-05-12" } });
    await user.type(field(dialog, "Overall Rating"), "AA");
    await user.click(within(dialog).getByRole("button", { name: "Add Rating" }));
    expect(await within(dialog).findByText("Server says: unknown grade")).toBeVisible();
    expect(field(dialog, "Overall Rating").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("dialog")).toBeVisible();
    expect(queryToasts()).toHaveLength(0);
  });

  test("a failed save keeps the dialog open with a message and no toast", async () => {
    const { user, dialog } = await openDialog({
      "esgRatings.create": () => {
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    fireEvent.change(field(dialog, "Rating Date"), { target: { value: "2026-05-12" } });
    await user.type(field(dialog, "Overall Rating"), "AA");
    await user.click(within(dialog).getByRole("button", { name: "Add Rating" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "The rating could not be saved. Please try again.",
    );
    expect(queryToasts()).toHaveLength(0);
  });
});

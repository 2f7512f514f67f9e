import { scope3Screening, scope3ScreeningInputSchema } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, trpcError } from "../../test/trpc-msw";

const region = (name: RegExp) => screen.findByRole("region", { name });

describe("Carbon screen: energy mix and scope 3 screening", () => {
  test("shows the year's energy in MWh by source, its renewable share, a chart and the intensity", async () => {
    mockApi();
    const { user } = renderApp("/carbon");
    await user.click(await screen.findByRole("tab", { name: "Energy" }));
    const energy = await region(/Energy consumption and mix, reporting year 2024/);
    await waitFor(() => expect(energy.textContent).toContain("30 MWh"));
    expect(energy.textContent).toContain("Renewable10 MWh33.3% of total");
    expect(energy.textContent).toContain("Fossil20 MWh66.7% of total");
    expect(energy.textContent).toContain("Energy intensity: 3 MWh per million GBP net revenue");
    // The chart is one image named by its figures, for readers who cannot see it.
    expect(
      await within(energy).findByRole("img", {
        name: /Natural gas 20 MWh \(fossil\), Electricity \(renewable instrument\) 10 MWh \(renewable\)/,
      }),
    ).toBeVisible();
  });

  test("an editor records a category as not relevant; without a reason the schema's message names it", async () => {
    const api = mockApi({
      procedures: {
        "carbon.updateScope3Screening": (input) => {
          const v = scope3ScreeningInputSchema.safeParse(input);
          if (!v.success) throw trpcError("BAD_REQUEST", "Invalid input");
          return scope3Screening(v.data.year, v.data.categories, {
            byCategory: new Map([[6, { kg: 4_000, activities: 2 }]]),
            primaryDataPct: 0,
            ownFactorKg: 0,
          });
        },
      },
      user: { ...demoUser, role: "editor" },
    });
    const { user } = renderApp("/carbon");
    await user.click(await screen.findByRole("tab", { name: "Scope 3 Screening" }));
    const card = await region(/Scope 3 screening, reporting year 2024/);
    const table = await within(card).findByRole("table");
    // Business travel has activities: calculated, with its tonnes, and no status to choose.
    const travel = within(table).getByRole("row", { name: /6\. Business travel/ });
    expect(travel.textContent).toContain("Calculated");
    expect(travel.textContent).toContain("4.0");
    expect(within(travel).queryByRole("combobox")).toBeNull();

    await user.selectOptions(within(card).getByLabelText("Status of category 15"), "not_relevant");
    await user.click(within(card).getByRole("button", { name: "Save screening" }));
    expect(
      await within(card).findByText(
        /Category 15 \(Investments\) is marked not relevant: give a justification/,
      ),
    ).toBeVisible();
    expect(callsTo(api.calls, "carbon.updateScope3Screening")).toHaveLength(0);

    await user.type(within(card).getByLabelText("Justification of category 15"), "No investments held");
    await user.click(within(card).getByRole("button", { name: "Save screening" }));
    await findToast("Scope 3 screening saved", "Reporting year 2024");
    const sent = callsTo(api.calls, "carbon.updateScope3Screening")[0]?.input as {
      year: number;
      categories: { category: number; status: string; justification: string }[];
    };
    expect(sent.year).toBe(2024);
    expect(sent.categories).toHaveLength(15);
    expect(sent.categories[14]).toMatchObject({
      category: 15,
      status: "not_relevant",
      justification: "No investments held",
    });
    await waitFor(() =>
      expect(within(card).getByLabelText<HTMLSelectElement>("Status of category 15").value).toBe(
        "not_relevant",
      ),
    );
  });

  test("a viewer reads the screening without controls", async () => {
    mockApi({ user: { ...demoUser, role: "viewer" } });
    const { user } = renderApp("/carbon");
    await user.click(await screen.findByRole("tab", { name: "Scope 3 Screening" }));
    const card = await region(/Scope 3 screening, reporting year 2024/);
    const table = await within(card).findByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(16);
    expect(within(card).queryByRole("button", { name: "Save screening" })).toBeNull();
    expect(within(card).queryAllByRole("combobox")).toHaveLength(0);
    expect(card.textContent).toContain(
      "Share of gross Scope 3 GHG emissions calculated from primary data: 0.0% of 2024 scope 3 emissions",
    );
    expect(card.textContent).toContain(
      "Share of scope 3 calculated with own emission factors (not from the factor library): 0.0% of 2024 scope 3 emissions",
    );
  });
});

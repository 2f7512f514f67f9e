import { type CompanyProfile, companyProfileInputSchema } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { demoProfile, demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, trpcError } from "../../test/trpc-msw";
import { fakeAuditApi, fakeMembersApi } from "./test-fixtures";

/** Settings → Company with a server that stores the profile as the real one does (years sorted). */
async function openProfile(user = demoUser, profile: CompanyProfile = demoProfile()) {
  let stored = profile;
  const api = mockApi({
    user,
    procedures: {
      ...fakeMembersApi().procedures,
      ...fakeAuditApi([]).procedures,
      "companies.profile": () => stored,
      "companies.updateProfile": (input) => {
        const body = companyProfileInputSchema.parse(input);
        stored = {
          ...body,
          revenue: [...body.revenue].sort((a, b) => a.year - b.year),
          feedbackSlug: stored.feedbackSlug,
        };
        return stored;
      },
    },
  });
  const app = renderApp("/settings?tab=company");
  await screen.findByRole("heading", { level: 2, name: "Company profile" });
  return { ...app, api };
}

const revenueList = () => screen.getByRole("list", { name: "Revenue years" });

describe("settings: the company profile", () => {
  test("an admin changes the country and adds a year of revenue; the schema-checked body is sent", async () => {
    const { user, api } = await openProfile();
    const country = await screen.findByLabelText<HTMLSelectElement>(/^Country/);
    expect(country.value).toBe("GB");
    expect(screen.getByLabelText<HTMLSelectElement>(/^Reporting currency/).value).toBe("GBP");
    expect(screen.getByLabelText<HTMLInputElement>(/^Employees/).value).toBe("640");

    await user.selectOptions(country, "IE");
    await user.click(screen.getByRole("button", { name: "Add a year" }));
    const rows = within(revenueList()).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    const added = rows[1] as HTMLElement;
    // The next year after the latest listed, and the amount field named with the currency.
    expect(within(added).getByLabelText<HTMLInputElement>("Year").value).toBe("2025");
    await user.type(within(added).getByLabelText("Revenue (GBP)"), "26500000");
    await user.type(screen.getByLabelText(/^LEI/), "hwupkr0mpou8fgxbt394");
    await user.click(screen.getByRole("button", { name: "Save company profile" }));

    await findToast("Company profile saved", "Northwind Components Ltd");
    expect(callsTo(api.calls, "companies.updateProfile").map((c) => c.input)).toEqual([
      {
        name: "Northwind Components Ltd",
        industry: "Manufacturing",
        country: "IE",
        currency: "GBP",
        employees: 640,
        lei: "HWUPKR0MPOU8FGXBT394",
        revenue: [
          { year: 2024, amount: 24_000_000 },
          { year: 2025, amount: 26_500_000 },
        ],
      },
    ]);
  });

  test("a bad LEI and a year listed twice are refused on their fields before anything is sent", async () => {
    const { user, api } = await openProfile();
    await user.type(await screen.findByLabelText(/^LEI/), "HWUPKR0MPOU8FGXBT395");
    await user.click(screen.getByRole("button", { name: "Add a year" }));
    const added = within(revenueList()).getAllByRole("listitem")[1] as HTMLElement;
    const year = within(added).getByLabelText("Year");
    await user.clear(year);
    await user.type(year, "2024");
    await user.type(within(added).getByLabelText("Revenue (GBP)"), "1000");
    await user.click(screen.getByRole("button", { name: "Save company profile" }));

    expect(await screen.findByText(/check digits do not match/)).toBeVisible();
    expect(screen.getByText("2024 is listed twice")).toBeVisible();
    expect(callsTo(api.calls, "companies.updateProfile")).toEqual([]);

    // Removing the duplicate row and fixing the LEI lets it through.
    await user.click(within(added).getByRole("button", { name: "Remove revenue of 2024" }));
    const lei = screen.getByLabelText(/^LEI/);
    await user.clear(lei);
    await user.click(screen.getByRole("button", { name: "Save company profile" }));
    await findToast("Company profile saved", "Northwind Components Ltd");
    expect(callsTo(api.calls, "companies.updateProfile")[0]?.input).toMatchObject({
      lei: null,
      revenue: [{ year: 2024, amount: 24_000_000 }],
    });
  });

  test("the server's 400 at lei is shown on the LEI field", async () => {
    const { user } = await openProfile();
    mockApi({
      procedures: {
        ...fakeMembersApi().procedures,
        "companies.updateProfile": () => {
          throw trpcError("BAD_REQUEST", "Invalid input", [
            { path: ["lei"], message: "This LEI is not in the register" },
          ]);
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Save company profile" }));
    expect(await screen.findByText("This LEI is not in the register")).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^LEI/)));
  });

  test("a viewer reads the profile and its revenue, with a note that only admins change it", async () => {
    await openProfile({ ...demoUser, role: "viewer" }, demoProfile({ lei: "HWUPKR0MPOU8FGXBT394" }));
    expect(await screen.findByText("United Kingdom (GB)")).toBeVisible();
    expect(screen.getByText("GBP · British Pound")).toBeVisible();
    expect(screen.getByText("HWUPKR0MPOU8FGXBT394")).toBeVisible();
    expect(screen.getByRole("cell", { name: "24,000,000" })).toBeVisible();
    expect(screen.getByText("Only admins change the company profile.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Save company profile" })).toBeNull();
  });

  test("a company without revenue says so, and shows its public feedback link with a copy button", async () => {
    await openProfile(
      demoUser,
      demoProfile({ country: null, currency: null, revenue: [], feedbackSlug: "acme-ltd" }),
    );
    expect(await screen.findByText(/No revenue recorded yet/)).toBeVisible();
    expect(screen.getByLabelText<HTMLSelectElement>(/^Country/).value).toBe("");
    expect(screen.getByLabelText<HTMLInputElement>("Feedback link name").value).toBe("acme-ltd");
    expect(screen.getByRole("button", { name: "Copy feedback link" })).toBeEnabled();
  });
});

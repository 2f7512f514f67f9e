import type { DateLocale, SessionUser } from "@esg/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, trpcError } from "../../test/trpc-msw";
import { fakeAuditApi, fakeMembersApi } from "./test-fixtures";

const withLocale = (user: SessionUser, dateLocale: DateLocale): SessionUser => ({
  ...user,
  company: { ...user.company, dateLocale },
});

/** The settings screen on the Company tab, with a server that stores the date locale as the real one does. */
async function openCompanyTab(user: SessionUser = demoUser) {
  let signedIn = user;
  const api = mockApi({
    user,
    procedures: {
      ...fakeMembersApi().procedures,
      ...fakeAuditApi([]).procedures,
      "companies.updateSettings": (input) => {
        const { dateLocale } = input;
        signedIn = withLocale(signedIn, dateLocale);
        api.signIn(signedIn);
        return { dateLocale };
      },
    },
  });
  const app = renderApp("/settings?tab=company");
  await screen.findByRole("heading", { level: 2, name: "Date format" });
  return { ...app, api };
}

const memberSince = async () => {
  const list = await screen.findByRole("list", { name: "Members" });
  return within(list).getByText(/^demo · member since /).textContent;
};

describe("settings: the company's date format", () => {
  test("an admin changes it; the save is sent, toasted, and every date follows", async () => {
    const { user, api } = await openCompanyTab();
    const select = screen.getByLabelText<HTMLSelectElement>("Date format");
    expect(select.value).toBe("en-GB");
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      "English (United Kingdom) · 24 Nov 2026",
      "English (United States) · Nov 24, 2026",
      "German (Germany) · 24. Nov. 2026",
      "French (France) · 24 nov. 2026",
      "Spanish (Spain) · 24 nov 2026",
      "Dutch (Netherlands) · 24 nov 2026",
      "Italian (Italy) · 24 nov 2026",
    ]);

    await user.selectOptions(select, "de-DE");
    await user.click(screen.getByRole("button", { name: "Save date format" }));
    await findToast("Date format saved", "Dates now read like 24. Nov. 2026.");
    expect(callsTo(api.calls, "companies.updateSettings").map((c) => c.input)).toEqual([
      { dateLocale: "de-DE" },
    ]);
    expect(select.value).toBe("de-DE");

    // Another screen's dates, with no reload: the members list reads the new format.
    await user.click(screen.getByRole("tab", { name: "Members" }));
    expect(await memberSince()).toBe("demo · member since 5. Jan. 2026");
  });

  test("the server's refusal of a locale is shown on the field, and nothing changes", async () => {
    const { user } = await openCompanyTab();
    mockApi({
      procedures: {
        ...fakeMembersApi().procedures,
        "companies.updateSettings": () => {
          throw trpcError("BAD_REQUEST", "Invalid input", [
            { path: ["dateLocale"], message: "Date format must be one of en-GB, en-US" },
          ]);
        },
      },
    });
    await user.selectOptions(screen.getByLabelText("Date format"), "fr-FR");
    await user.click(screen.getByRole("button", { name: "Save date format" }));
    expect(await screen.findByText("Date format must be one of en-GB, en-US")).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Members" }));
    expect(await memberSince()).toBe("demo · member since 5 Jan 2026");
  });

  test("another role reads it and cannot change it", async () => {
    const { api } = await openCompanyTab(withLocale({ ...demoUser, role: "viewer" }, "en-US"));
    expect(screen.getByText("English (United States) · Nov 24, 2026")).toBeVisible();
    expect(screen.getByText("Only admins change it.")).toBeVisible();
    expect(screen.queryByLabelText("Date format")).toBeNull();
    expect(screen.queryByRole("button", { name: "Save date format" })).toBeNull();
    expect(callsTo(api.calls, "companies.updateSettings")).toHaveLength(0);
  });

  test("dates follow the company's locale from sign-in", async () => {
    mockApi({
      user: withLocale(demoUser, "fr-FR"),
      procedures: { ...fakeMembersApi().procedures, ...fakeAuditApi([]).procedures },
    });
    renderApp("/settings?tab=members");
    expect(await memberSince()).toBe("demo · member since 5 janv. 2026");
  });
});

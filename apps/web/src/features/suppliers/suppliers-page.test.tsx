import type { Supplier } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo } from "../../test/trpc-msw";
import { fakeSuppliersApi, nameTaken, SUPPLIERS } from "./test-fixtures";

async function openSuppliers(
  role: "admin" | "editor" | "viewer" | "auditor" = "editor",
  list: Supplier[] = SUPPLIERS,
) {
  const api = mockApi({ user: { ...demoUser, role }, procedures: fakeSuppliersApi(list).procedures });
  const app = renderApp("/suppliers");
  await screen.findByRole("heading", { level: 1, name: "Suppliers" });
  return { ...app, api };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll("th, td")).map((c) => c.textContent));

describe("suppliers screen", () => {
  test("the table: tier badge, n/100, response status, country and category", async () => {
    await openSuppliers();
    const table = await screen.findByRole("table", { name: "Suppliers" });
    expect(rowsOf(table)).toEqual([
      ["Acme Steel", "High", "35/100", "Pending", "DE", "Raw materials", "EditDelete"],
      ["Blue Logistics", "Low", "88/100", "Responded", "—none", "—none", "EditDelete"],
    ]);
  });

  test("empty: says why it matters and offers the first supplier", async () => {
    const { user } = await openSuppliers("admin", []);
    expect(await screen.findByText(/No suppliers yet/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Add your first supplier" }));
    expect(await screen.findByRole("dialog", { name: "Add supplier" })).toBeVisible();
  });

  test("Add supplier: a name in use lands on the name; fixed, the supplier is added", async () => {
    const { user, api } = await openSuppliers();
    await screen.findByRole("table", { name: "Suppliers" });
    await user.click(screen.getByRole("button", { name: "Add supplier" }));
    const dialog = await screen.findByRole("dialog", { name: "Add supplier" });
    const name = within(dialog).getByLabelText("Name");
    await user.type(name, "acme steel");
    await user.selectOptions(within(dialog).getByLabelText("ESG risk tier"), "medium");
    await user.type(within(dialog).getByLabelText("Disclosure score"), "61");
    await user.type(within(dialog).getByLabelText("Country"), "fr");
    await user.click(within(dialog).getByLabelText("Responded to the ESG questionnaire"));
    await user.click(within(dialog).getByRole("button", { name: "Add supplier" }));

    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByRole("alert").textContent).toBe(nameTaken("acme steel"));
    expect(callsTo(api.calls, "suppliers.create")[0]?.input).toEqual({
      name: "acme steel",
      riskTier: "medium",
      disclosureScore: 61,
      responded: true,
      country: "FR",
      category: null,
    });

    await user.clear(name);
    await user.type(name, "Cedar Paper");
    await user.click(within(dialog).getByRole("button", { name: "Add supplier" }));
    await findToast("Supplier added", "Cedar Paper");
    const table = await screen.findByRole("table", { name: "Suppliers" });
    await waitFor(() =>
      expect(rowsOf(table).map((r) => r[0])).toEqual(["Acme Steel", "Blue Logistics", "Cedar Paper"]),
    );
  });

  test("a score out of range is refused at its field before any call", async () => {
    const { user, api } = await openSuppliers();
    await screen.findByRole("table", { name: "Suppliers" });
    await user.click(screen.getByRole("button", { name: "Add supplier" }));
    const dialog = await screen.findByRole("dialog", { name: "Add supplier" });
    await user.type(within(dialog).getByLabelText("Name"), "Delta");
    await user.selectOptions(within(dialog).getByLabelText("ESG risk tier"), "low");
    const score = within(dialog).getByLabelText("Disclosure score");
    await user.type(score, "140");
    await user.click(within(dialog).getByRole("button", { name: "Add supplier" }));
    await waitFor(() => expect(score.getAttribute("aria-invalid")).toBe("true"));
    expect(callsTo(api.calls, "suppliers.create")).toHaveLength(0);
  });

  test("Edit starts from the supplier's values; Delete asks first", async () => {
    const { user, api } = await openSuppliers("admin");
    const table = await screen.findByRole("table", { name: "Suppliers" });
    await user.click(within(table).getByRole("button", { name: "Edit Acme Steel" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Acme Steel" });
    expect(within(dialog).getByLabelText<HTMLSelectElement>("ESG risk tier").value).toBe("high");
    const score = within(dialog).getByLabelText<HTMLInputElement>("Disclosure score");
    expect(score.value).toBe("35");
    await user.clear(score);
    await user.type(score, "50");
    await user.click(within(dialog).getByRole("button", { name: "Save supplier" }));
    await findToast("Supplier updated", "Acme Steel");
    expect(callsTo(api.calls, "suppliers.update")[0]?.input).toMatchObject({ id: 1, disclosureScore: 50 });
    await waitFor(() => expect(rowsOf(table)[0]?.[2]).toBe("50/100"));

    await user.click(within(table).getByRole("button", { name: "Delete Blue Logistics" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Blue Logistics?" });
    expect(callsTo(api.calls, "suppliers.remove")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await findToast("Supplier deleted", "Blue Logistics");
    expect(callsTo(api.calls, "suppliers.remove")[0]?.input).toEqual({ id: 2 });
    await waitFor(() => expect(rowsOf(table).map((r) => r[0])).toEqual(["Acme Steel"]));
  });

  test("a viewer reads the table; Add is shown disabled with the reason, no Edit or Delete", async () => {
    await openSuppliers("viewer");
    const table = await screen.findByRole("table", { name: "Suppliers" });
    expect(within(table).queryByRole("button")).toBeNull();
    const add = screen.getByRole("button", { name: "Add supplier" }) as HTMLButtonElement;
    expect(add.closest("fieldset")?.disabled).toBe(true);
  });
});

import { type CreatedWebhook, type Webhook, webhookCreateInputSchema } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { fakeAuditApi, fakeMembersApi } from "./test-fixtures";

const SECRET = `whsec_${"Ab3-_".repeat(8)}xyz`;

const HOOKS: Webhook[] = [
  {
    id: 1,
    url: "https://erp.example.com/hooks/esg",
    events: ["upload.processed", "year.closed"],
    createdAt: "2026-03-01T09:00:00.000Z",
    lastDelivery: { status: "failed", createdAt: "2026-03-04T08:15:00.000Z", attempts: 8 },
  },
];

/** Endpoints as the server keeps them; a loopback URL is refused at `url`, as the SSRF policy does. */
function fakeWebhooksApi(initial: Webhook[] = HOOKS) {
  let hooks = initial.map((h) => ({ ...h }));
  const procedures: ProcedureMap = {
    "webhooks.list": () => hooks,
    "webhooks.create": (input): CreatedWebhook => {
      const parsed = webhookCreateInputSchema.parse(input);
      if (parsed.url.includes("127.0.0.1")) {
        const message = "Refused: 127.0.0.1 resolves to 127.0.0.1, which is not a public internet address";
        throw trpcError("BAD_REQUEST", message, [{ path: ["url"], message }]);
      }
      const created: Webhook = {
        id: hooks.length + 1,
        url: parsed.url,
        events: parsed.events,
        createdAt: "2026-03-05T10:00:00.000Z",
        lastDelivery: null,
      };
      hooks = [...hooks, created];
      return { ...created, secret: SECRET };
    },
    "webhooks.remove": (input) => {
      const found = hooks.find((h) => h.id === Number(input.id));
      if (!found) throw trpcError("NOT_FOUND", "Webhook not found");
      hooks = hooks.filter((h) => h !== found);
      return found;
    },
  };
  return procedures;
}

function open(role: "admin" | "editor" = "admin") {
  const api = mockApi({
    user: { ...demoUser, role },
    procedures: { ...fakeWebhooksApi(), ...fakeMembersApi().procedures, ...fakeAuditApi([]).procedures },
  });
  renderApp("/settings?tab=webhooks");
  return api;
}

describe("settings: webhooks", () => {
  test("an admin sees each endpoint with its events and how its last delivery went", async () => {
    open();
    const table = await screen.findByRole("table", { name: "Webhook endpoints" });
    expect(screen.getByRole("tab", { name: "Webhooks", selected: true })).toBeVisible();
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByRole("rowheader").textContent).toBe("https://erp.example.com/hooks/esg");
    expect(row.textContent).toContain("Upload processed, Year closed");
    expect(within(row).getByText("Failed")).toBeVisible();
  });

  test("adds an endpoint by keyboard, shows its secret once with a copy button, and deletes it", async () => {
    const user = userEvent.setup();
    const api = open();
    await screen.findByRole("table", { name: "Webhook endpoints" });
    await user.click(screen.getByRole("textbox", { name: /Endpoint URL/ }));
    await user.keyboard("https://bi.example.com/in");
    // Tab leaves the URL for the first event box; "Report generated" is then ticked with the space bar.
    await user.tab();
    expect(screen.getByRole("checkbox", { name: /Upload processed/ })).toHaveFocus();
    const report = screen.getByRole("checkbox", { name: /Report generated/ });
    report.focus();
    await user.keyboard(" ");
    expect(report).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));

    const secret = await screen.findByRole("textbox", {
      name: "Signing secret for https://bi.example.com/in",
    });
    expect(secret).toHaveValue(SECRET);
    expect(screen.getByText(/it will not be shown again/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Copy secret" })).toBeVisible();
    expect(callsTo(api.calls, "webhooks.create")[0]?.input).toEqual({
      url: "https://bi.example.com/in",
      events: ["upload.processed", "upload.failed", "report.generated"],
    });
    const table = screen.getByRole("table", { name: "Webhook endpoints" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    expect(within(table).queryByText(SECRET)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Delete https://bi.example.com/in" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    expect(callsTo(api.calls, "webhooks.remove")[0]?.input).toEqual({ id: 2 });
  });

  test("shows the server's refusal at the URL, and asks for at least one event", async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole("table", { name: "Webhook endpoints" });
    const url = screen.getByRole("textbox", { name: /Endpoint URL/ });
    await user.type(url, "http://127.0.0.1:8080/x");
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("not a public internet address");
    expect(url).toHaveAttribute("aria-invalid", "true");

    await user.click(screen.getByRole("checkbox", { name: /Upload processed/ }));
    await user.click(screen.getByRole("checkbox", { name: /Upload failed/ }));
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByText("Choose at least one event")).toBeVisible();
  });

  test("is not offered to other roles", async () => {
    mockApi({ user: { ...demoUser, role: "editor" } });
    renderApp("/settings?tab=webhooks");
    await screen.findByRole("tab", { name: "Sites", selected: true });
    expect(screen.queryByRole("tab", { name: "Webhooks" })).toBeNull();
  });
});

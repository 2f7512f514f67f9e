import type { MaterialityTopic } from "@esg/domain";
import { materialityLevel } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { server } from "../../test/msw-server";
import { renderApp } from "../../test/render-app";
import { findToast, queryToasts } from "../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";

function topic(
  id: number,
  name: string,
  businessImpact: number,
  stakeholderConcern: number,
): MaterialityTopic {
  return {
    id,
    companyId: 1,
    topic: name,
    category: id % 2 ? "Environmental" : "Social",
    businessImpact,
    stakeholderConcern,
    description: `${name} description`,
    materialityLevel: materialityLevel(businessImpact, stakeholderConcern),
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
}

/** A fake API that keeps topics in memory, as the server would (level computed on write). */
function fakeMateriality(initial: MaterialityTopic[], overrides: ProcedureMap = {}) {
  let topics = [...initial];
  let nextId = 100;
  const procedures: ProcedureMap = {
    "materiality.list": () => topics,
    "materiality.create": (v) => {
      const created = {
        ...topic(nextId++, v.topic, v.businessImpact, v.stakeholderConcern),
        category: v.category,
        description: v.description ?? "",
      };
      topics = [...topics, created];
      return created;
    },
    "materiality.update": ({ id: rawId, ...v }) => {
      const id = Number(rawId);
      const current = topics.find((t) => t.id === id);
      if (!current) throw trpcError("NOT_FOUND", "Topic not found");
      const updated = {
        ...current,
        ...v,
        description: v.description ?? "",
        materialityLevel: materialityLevel(v.businessImpact, v.stakeholderConcern),
      };
      topics = topics.map((t) => (t.id === id ? updated : t));
      return updated;
    },
    ...overrides,
  };
  return mockApi({ procedures });
}

const SEED = [
  topic(1, "Water use", 1, 2),
  topic(2, "Health & safety", 5, 4),
  topic(3, "Scope 1 & 2 emissions", 5, 5),
  topic(4, "Business ethics", 4, 3),
];

async function open(initial = SEED, overrides: ProcedureMap = {}) {
  const api = fakeMateriality(initial, overrides);
  const app = renderApp("/materiality");
  await screen.findByRole("heading", { level: 1, name: "Materiality Assessment Matrix" });
  return { ...app, api };
}

const listItems = async () =>
  within(await screen.findByRole("list", { name: "Material topics by priority" })).getAllByRole("listitem");
const dialog = () => screen.findByRole("dialog");

describe("materiality page", () => {
  test("lists topics by impact + concern, highest first, with their levels", async () => {
    await open();
    const items = await listItems();
    expect(items.map((li) => within(li).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Scope 1 & 2 emissions",
      "Health & safety",
      "Business ethics",
      "Water use",
    ]);
    expect(within(items[0] as HTMLElement).getByText("Critical")).toBeVisible();
    expect(within(items[2] as HTMLElement).getByText("High")).toBeVisible();
    expect(within(items[3] as HTMLElement).getByText("Low")).toBeVisible();
    expect(within(items[0] as HTMLElement).getByText(/Business impact 5 \(Very High\)/)).toBeVisible();
  });

  test("plots each topic at (value - 1) x 20% and shares a cell between equal scores", async () => {
    await open([...SEED, topic(5, "Energy efficiency", 4, 3)]);
    const matrix = await screen.findByRole("group", { name: /Materiality matrix/ });
    const dot = within(matrix).getByRole("button", { name: /^Edit Scope 1 & 2 emissions/ });
    const cell = dot.parentElement as HTMLElement;
    expect(cell.style.left).toBe("80%");
    expect(cell.style.bottom).toBe("80%");
    const water = within(matrix).getByRole("button", { name: /^Edit Water use/ })
      .parentElement as HTMLElement;
    expect([water.style.left, water.style.bottom]).toEqual(["0%", "20%"]);
    const shared = within(matrix).getByRole("button", { name: /^Edit Energy efficiency/ })
      .parentElement as HTMLElement;
    expect(within(shared).getAllByRole("button")).toHaveLength(2);
    expect(within(matrix).getAllByTestId("matrix-cell")).toHaveLength(4);
  });

  test("draws at most 12 dots in a cell and says how many more topics share it", async () => {
    const crowded = Array.from({ length: 20 }, (_, i) => topic(10 + i, `Crowded topic ${i + 1}`, 3, 3));
    await open(crowded);
    const matrix = await screen.findByRole("group", { name: /Materiality matrix/ });
    const [cell] = within(matrix).getAllByTestId("matrix-cell");
    expect(within(cell as HTMLElement).getAllByRole("button")).toHaveLength(12);
    expect(
      within(cell as HTMLElement).getByRole("img", {
        name: "8 more topics at business impact 3, stakeholder concern 3",
      }).textContent,
    ).toBe("+8");
  });

  test("shows the empty state when there are no topics", async () => {
    await open([]);
    expect(await screen.findByText("No materiality topics defined yet")).toBeVisible();
  });

  test("shows a spinner while loading and a message when loading fails", async () => {
    await open(SEED, {
      "materiality.list": async () => {
        await delay(200);
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    expect(await screen.findByRole("status", { name: "Loading materiality topics" })).toBeVisible();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load materiality topics");
  });
});

describe("Add Topic dialog", () => {
  test("validates client-side with the domain schema and sends nothing when invalid", async () => {
    const { user, api } = await open();
    await user.click(screen.getByRole("button", { name: "Add Topic" }));
    const d = await dialog();
    expect(within(d).getByRole("heading", { name: "Add Topic" })).toBeVisible();
    await user.click(within(d).getByRole("button", { name: "Add Topic" }));
    expect(await within(d).findByText("Topic name is required")).toBeVisible();
    expect(within(d).getByLabelText("Topic Name").getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(api.calls, "materiality.create")).toHaveLength(0);
  });

  test("adds a topic, toasts 'Topic Added', closes and refetches the list", async () => {
    const { user, api } = await open();
    await user.click(screen.getByRole("button", { name: "Add Topic" }));
    const d = await dialog();
    await user.type(within(d).getByLabelText("Topic Name"), "  Product carbon footprints ");
    await user.selectOptions(within(d).getByLabelText("Category"), "Governance");
    await user.selectOptions(within(d).getByLabelText("Business Impact"), "4");
    await user.selectOptions(within(d).getByLabelText("Stakeholder Concern"), "5");
    expect(within(d).getByText("Critical")).toBeVisible();
    await user.type(within(d).getByLabelText("Description"), "ISO 14067");
    await user.click(within(d).getByRole("button", { name: "Add Topic" }));

    await findToast("Topic Added", "Product carbon footprints");
    expect(callsTo(api.calls, "materiality.create").map((c) => c.input)).toEqual([
      {
        topic: "Product carbon footprints",
        category: "Governance",
        businessImpact: 4,
        stakeholderConcern: 5,
        description: "ISO 14067",
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(async () => expect(await listItems()).toHaveLength(5));
    expect(callsTo(api.calls, "materiality.list").length).toBeGreaterThanOrEqual(2);
  });

  test("a failed add toasts 'Error' / 'Failed to add materiality topic' and keeps the dialog open", async () => {
    const { user } = await open(SEED, {
      "materiality.create": () => {
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    await user.click(screen.getByRole("button", { name: "Add Topic" }));
    const d = await dialog();
    await user.type(within(d).getByLabelText("Topic Name"), "Biodiversity");
    await user.click(within(d).getByRole("button", { name: "Add Topic" }));
    // The modal hides the rest of the page from the accessibility tree, so look the toast up by its text.
    const toast = (await screen.findByText("Failed to add materiality topic")).closest("li");
    expect(toast?.textContent).toContain("Error");
    expect(toast?.dataset.variant).toBe("destructive");
    expect(screen.getByRole("dialog")).toBeVisible();
    expect((within(d).getByLabelText("Topic Name") as HTMLInputElement).value).toBe("Biodiversity");
  });
});

describe("Edit Topic dialog", () => {
  test("clicking a dot opens edit with the topic's values; saving toasts 'Topic Updated'", async () => {
    const { user, api } = await open();
    const matrix = await screen.findByRole("group", { name: /Materiality matrix/ });
    await user.click(within(matrix).getByRole("button", { name: /^Edit Water use/ }));
    const d = await dialog();
    expect(within(d).getByRole("heading", { name: "Edit Topic" })).toBeVisible();
    expect((within(d).getByLabelText("Topic Name") as HTMLInputElement).value).toBe("Water use");
    expect((within(d).getByLabelText("Business Impact") as HTMLSelectElement).value).toBe("1");
    expect((within(d).getByLabelText("Stakeholder Concern") as HTMLSelectElement).value).toBe("2");

    await user.selectOptions(within(d).getByLabelText("Business Impact"), "5");
    await user.selectOptions(within(d).getByLabelText("Stakeholder Concern"), "5");
    await user.click(within(d).getByRole("button", { name: "Update Topic" }));

    await findToast("Topic Updated", "Water use");
    expect(callsTo(api.calls, "materiality.update").map((c) => c.input)).toEqual([
      {
        id: 1,
        topic: "Water use",
        category: "Environmental",
        businessImpact: 5,
        stakeholderConcern: 5,
        description: "Water use description",
      },
    ]);
    await waitFor(async () => {
      // 5 + 5 ties with the top topic; equal impact, so the name decides.
      const second = (await listItems())[1] as HTMLElement;
      expect(within(second).getByRole("heading", { level: 3 }).textContent).toBe("Water use");
      expect(within(second).getByText("Critical")).toBeVisible();
    });
  });

  test("the list's edit button opens the same dialog; a failed update shows no toast", async () => {
    const { user, api } = await open(SEED, {
      "materiality.update": () => {
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    await user.click(await screen.findByRole("button", { name: "Edit Business ethics" }));
    const d = await dialog();
    await user.clear(within(d).getByLabelText("Topic Name"));
    await user.type(within(d).getByLabelText("Topic Name"), "Anti-bribery");
    await user.click(within(d).getByRole("button", { name: "Update Topic" }));
    await waitFor(() => expect(callsTo(api.calls, "materiality.update")).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(queryToasts()).toHaveLength(0);
    expect(document.querySelectorAll('[data-testid="toast-viewport"] li')).toHaveLength(0);
    expect(screen.getByRole("dialog")).toBeVisible();
  });

  test("the server's field issues (400) are shown on the fields", async () => {
    const { user } = await open();
    server.use(
      http.post("*/trpc/materiality.update", () =>
        HttpResponse.json(
          [
            {
              error: {
                message: "Invalid input",
                code: -32600,
                data: {
                  code: "BAD_REQUEST",
                  httpStatus: 400,
                  path: "materiality.update",
                  issues: [{ path: ["description"], message: "Description must be at most 2000 characters" }],
                },
              },
            },
          ],
          { status: 400 },
        ),
      ),
    );
    await user.click(await screen.findByRole("button", { name: "Edit Water use" }));
    const d = await dialog();
    await user.click(within(d).getByRole("button", { name: "Update Topic" }));
    expect(await within(d).findByText("Description must be at most 2000 characters")).toBeVisible();
    expect(within(d).getByLabelText("Description").getAttribute("aria-invalid")).toBe("true");
  });

  test("is keyboard operable: Tab to a dot, Enter opens, Escape closes", async () => {
    const { user } = await open();
    const matrix = await screen.findByRole("group", { name: /Materiality matrix/ });
    const dot = within(matrix).getByRole("button", { name: /^Edit Health & safety/ });
    dot.focus();
    await user.keyboard("{Enter}");
    const d = await dialog();
    expect((within(d).getByLabelText("Topic Name") as HTMLInputElement).value).toBe("Health & safety");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  test("a company with 250 topics sees the first 100 in the list and more on request", async () => {
    const many = Array.from({ length: 250 }, (_, i) =>
      topic(i + 1, `Topic ${i + 1}`, 1 + (i % 5), 1 + (i % 3)),
    );
    const { user } = await open(many);
    expect(await listItems()).toHaveLength(100);
    await user.click(screen.getByRole("button", { name: "Show 100 more topics (150 not shown)" }));
    expect(await listItems()).toHaveLength(200);
  });
});

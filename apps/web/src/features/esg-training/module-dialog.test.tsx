import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderApp } from "../../test/render-app";
import { findToast, queryToasts } from "../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { fakeTraining } from "./test-fixtures";

async function openManagement(
  overrides: ProcedureMap = {},
  initial: Parameters<typeof fakeTraining>[0] = {},
) {
  const api = fakeTraining(initial, overrides);
  const app = renderApp("/esg-training");
  await app.user.click(await screen.findByRole("tab", { name: "Module Management" }));
  await screen.findByRole("list", { name: "Managed training modules" });
  return { ...app, api };
}

async function openCreate(app: Awaited<ReturnType<typeof openManagement>>) {
  await app.user.click(screen.getByRole("button", { name: "Create Module" }));
  return screen.findByRole("dialog", { name: "Create Module" });
}

describe("Create Module dialog", () => {
  test("starts from the spec defaults", async () => {
    const app = await openManagement();
    const dialog = await openCreate(app);
    expect((within(dialog).getByLabelText("Category") as HTMLSelectElement).value).toBe("ESG Fundamentals");
    expect((within(dialog).getByLabelText("Difficulty") as HTMLSelectElement).value).toBe("Beginner");
    expect((within(dialog).getByLabelText("Duration (minutes)") as HTMLInputElement).value).toBe("60");
    expect((within(dialog).getByLabelText("Certificate Template") as HTMLInputElement).value).toBe(
      "standard",
    );
    expect((within(dialog).getByLabelText("Required training") as HTMLInputElement).checked).toBe(false);
  });

  test("requires title and description and keeps duration within 15-300, without calling the API", async () => {
    const app = await openManagement();
    const dialog = await openCreate(app);
    const duration = within(dialog).getByLabelText("Duration (minutes)");
    await app.user.clear(duration);
    await app.user.type(duration, "301");
    await app.user.click(within(dialog).getByRole("button", { name: "Create Module" }));
    expect(within(dialog).getByText("Title is required")).toBeVisible();
    expect(within(dialog).getByText("Description is required")).toBeVisible();
    expect(within(dialog).getByText("Duration must be between 15 and 300 minutes")).toBeVisible();
    expect(within(dialog).getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(app.api.calls, "esgTraining.createModule")).toHaveLength(0);
  });

  test("invalid JSON in content or criteria fails the submit", async () => {
    const app = await openManagement();
    const dialog = await openCreate(app);
    await app.user.type(within(dialog).getByLabelText("Title"), "Water stewardship");
    await app.user.type(within(dialog).getByLabelText("Description"), "Water risk at our plants");
    await app.user.click(within(dialog).getByLabelText("Content (JSON)"));
    await app.user.paste("{not json");
    await app.user.click(within(dialog).getByLabelText("Completion Criteria (JSON)"));
    await app.user.paste("[1, 2]");
    await app.user.click(within(dialog).getByRole("button", { name: "Create Module" }));
    expect(within(dialog).getByText("Must be valid JSON")).toBeVisible();
    expect(within(dialog).getByText('Must be a JSON object, e.g. {"key": "value"}')).toBeVisible();
    expect(callsTo(app.api.calls, "esgTraining.createModule")).toHaveLength(0);
  });

  test("creates the module, toasts and refreshes the list", async () => {
    const app = await openManagement();
    const dialog = await openCreate(app);
    await app.user.type(within(dialog).getByLabelText("Title"), "Water stewardship");
    await app.user.type(within(dialog).getByLabelText("Description"), "Water risk at our plants");
    await app.user.selectOptions(within(dialog).getByLabelText("Category"), "Climate Risk");
    await app.user.selectOptions(within(dialog).getByLabelText("Difficulty"), "Advanced");
    const duration = within(dialog).getByLabelText("Duration (minutes)");
    await app.user.clear(duration);
    await app.user.type(duration, "15");
    await app.user.click(within(dialog).getByLabelText("Required training"));
    await app.user.click(within(dialog).getByLabelText("Content (JSON)"));
    await app.user.paste('{"sections": ["Intro"]}');
    await app.user.click(within(dialog).getByRole("button", { name: "Create Module" }));

    await findToast("Training Module Created", "New ESG training module has been added successfully");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo(app.api.calls, "esgTraining.createModule").map((c) => c.input)).toEqual([
      {
        title: "Water stewardship",
        description: "Water risk at our plants",
        category: "Climate Risk",
        difficulty: "Advanced",
        duration: 15,
        content: { sections: ["Intro"] },
        isRequired: true,
        completionCriteria: {},
        certificateTemplate: "standard",
      },
    ]);
    const list = await screen.findByRole("list", { name: "Managed training modules" });
    await within(list).findByText("Water stewardship");
  });

  test("keeps the dialog open with an inline note and no toast when the API refuses", async () => {
    const app = await openManagement({
      "esgTraining.createModule": () => {
        throw trpcError("INTERNAL_SERVER_ERROR", "Internal server error");
      },
    });
    const dialog = await openCreate(app);
    await app.user.type(within(dialog).getByLabelText("Title"), "X");
    await app.user.type(within(dialog).getByLabelText("Description"), "Y");
    await app.user.click(within(dialog).getByRole("button", { name: "Create Module" }));
    await within(dialog).findByText("The module could not be saved. Please try again.");
    expect(queryToasts()).toHaveLength(0);
  });

  test("the empty state offers 'Create Module' too", async () => {
    fakeTraining({ modules: [], progress: [] });
    const app = renderApp("/esg-training");
    await app.user.click(await screen.findByRole("tab", { name: "Module Management" }));
    await app.user.click(await screen.findByRole("button", { name: "Create Module" }));
    expect(await screen.findByRole("dialog", { name: "Create Module" })).toBeVisible();
  });
});

describe("Edit button", () => {
  test("opens the module's values and saves them", async () => {
    const app = await openManagement();
    await app.user.click(screen.getByRole("button", { name: "Edit GHG Protocol Basics" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Module" });
    const title = within(dialog).getByLabelText("Title") as HTMLInputElement;
    expect(title.value).toBe("GHG Protocol Basics");
    expect((within(dialog).getByLabelText("Duration (minutes)") as HTMLInputElement).value).toBe("90");
    expect(
      (within(dialog).getByLabelText("Completion Criteria (JSON)") as HTMLTextAreaElement).value,
    ).toContain('"passingScore": 80');
    await app.user.clear(title);
    await app.user.type(title, "GHG Protocol Essentials");
    await app.user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await findToast("Training Module Updated", "GHG Protocol Essentials has been saved");
    expect(callsTo(app.api.calls, "esgTraining.updateModule")[0]?.input).toMatchObject({
      id: 2,
      title: "GHG Protocol Essentials",
      duration: 90,
      completionCriteria: { passingScore: 80 },
    });
    const list = screen.getByRole("list", { name: "Managed training modules" });
    await within(list).findByText("GHG Protocol Essentials");
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderApp } from "../../test/render-app";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { fakeTraining, MODULES, PROGRESS } from "./test-fixtures";

async function open(initial: Parameters<typeof fakeTraining>[0] = {}, overrides: ProcedureMap = {}) {
  const api = fakeTraining(initial, overrides);
  const app = renderApp("/esg-training");
  await screen.findByRole("heading", { level: 1, name: "ESG Training & Certification" });
  return { ...app, api };
}

const statValue = (label: string) =>
  screen.getByRole("heading", { level: 2, name: label }).closest("section")?.querySelector("p")?.textContent;

const moduleCard = async (title: string) => screen.findByRole("article", { name: title });

describe("ESG training page", () => {
  test("shows a spinner, then the four cards from modules and progress", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await open(
      {},
      {
        "esgTraining.listModules": async () => {
          await gate;
          return MODULES;
        },
      },
    );
    expect(await screen.findByRole("status", { name: "Loading training" })).toBeVisible();
    release();
    await screen.findByRole("tab", { name: "Training Modules" });
    expect(statValue("Available Modules")).toBe("4");
    expect(statValue("Completed")).toBe("2");
    expect(statValue("Certificates Earned")).toBe("1");
    // (60 + 90 + 30) minutes / 60
    expect(statValue("Hours Trained")).toBe("3");
  });

  test("shows an error text when the lists fail", async () => {
    await open(
      {},
      {
        "esgTraining.listProgress": () => {
          throw trpcError("INTERNAL_SERVER_ERROR", "x");
        },
      },
    );
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load training data");
  });

  test("groups modules by the four categories, with the empty-category text", async () => {
    await open();
    const headings = (await screen.findAllByRole("heading", { level: 3 })).map((h) => h.textContent);
    expect(headings).toEqual(["ESG Fundamentals", "Climate Risk", "Social Impact", "Governance"]);
    const social = screen
      .getByRole("heading", { level: 3, name: "Social Impact" })
      .closest("section") as HTMLElement;
    expect(within(social).getByText("No training modules available in this category yet.")).toBeVisible();
    const fundamentals = screen.getByRole("list", { name: "ESG Fundamentals modules" });
    expect(
      within(fundamentals)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-labelledby")),
    ).toHaveLength(2);
  });

  test("offers the buttons of each learner state", async () => {
    await open();
    const certified = await moduleCard("ESG Essentials");
    expect(within(certified).getByRole("button", { name: "View Certificate" })).toBeEnabled();
    expect(within(certified).getByText("Certified")).toBeVisible();
    const completed = await moduleCard("GHG Protocol Basics");
    expect(within(completed).getByRole("button", { name: "Get Certificate" })).toBeEnabled();
    const inProgress = await moduleCard("Climate Scenario Analysis");
    expect(within(inProgress).getByRole("button", { name: "Continue Training" })).toBeEnabled();
    expect(within(inProgress).getByRole("button", { name: "Review" })).toBeEnabled();
    expect(
      within(inProgress).getByRole("progressbar", { name: "Climate Scenario Analysis progress" }),
    ).toBeVisible();
    const fresh = await moduleCard("Board Oversight");
    expect(within(fresh).getByRole("button", { name: "Start Training" })).toBeEnabled();
    expect(within(fresh).queryByRole("progressbar")).toBeNull();
  });

  test("'Start Training' creates in_progress and the card switches to Continue / Review", async () => {
    const { api, user } = await open();
    await user.click(
      within(await moduleCard("Board Oversight")).getByRole("button", { name: "Start Training" }),
    );
    const card = await moduleCard("Board Oversight");
    await within(card).findByRole("button", { name: "Continue Training" });
    expect(callsTo(api.calls, "esgTraining.start").map((c) => c.input)).toEqual([
      { moduleId: 4, status: "in_progress" },
    ]);
    expect(callsTo(api.calls, "esgTraining.listProgress").length).toBeGreaterThanOrEqual(2);
  });

  test("'Get Certificate' completes with score 85 and shows the certificate", async () => {
    const { api, user } = await open();
    await user.click(
      within(await moduleCard("GHG Protocol Basics")).getByRole("button", { name: "Get Certificate" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Certificate of Completion" });
    expect(within(dialog).getByText("GHG Protocol Basics")).toBeVisible();
    expect(within(dialog).getByText("Alex Morgan")).toBeVisible();
    expect(within(dialog).getByText("85%")).toBeVisible();
    expect(callsTo(api.calls, "esgTraining.complete").map((c) => c.input)).toEqual([
      { moduleId: 2, score: 85, status: "completed" },
    ]);
    await user.click(within(dialog).getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    await within(await moduleCard("GHG Protocol Basics")).findByRole("button", { name: "View Certificate" });
  });

  test("'Continue Training' shows the content and 'Complete Training' issues the certificate", async () => {
    const { api, user } = await open();
    await user.click(
      within(await moduleCard("Climate Scenario Analysis")).getByRole("button", {
        name: "Continue Training",
      }),
    );
    const viewer = await screen.findByRole("dialog", { name: "Climate Scenario Analysis" });
    expect(within(viewer).getByText("1. Scopes")).toBeVisible();
    expect(within(viewer).getByText("Passing Score: 80")).toBeVisible();
    await user.click(within(viewer).getByRole("button", { name: "Complete Training" }));
    await screen.findByRole("dialog", { name: "Certificate of Completion" });
    expect(callsTo(api.calls, "esgTraining.complete")).toHaveLength(1);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(statValue("Certificates Earned")).toBe("2"));
  });

  test("'Review' shows the content without a completion button", async () => {
    const { api, user } = await open();
    await user.click(
      within(await moduleCard("Climate Scenario Analysis")).getByRole("button", { name: "Review" }),
    );
    const viewer = await screen.findByRole("dialog", { name: "Climate Scenario Analysis" });
    expect(within(viewer).queryByRole("button", { name: "Complete Training" })).toBeNull();
    expect(callsTo(api.calls, "esgTraining.complete")).toHaveLength(0);
  });

  test("a failed start shows no toast and leaves the button", async () => {
    const { user } = await open(
      {},
      {
        "esgTraining.start": () => {
          throw trpcError("CONFLICT", "Already started");
        },
      },
    );
    const card = await moduleCard("Board Oversight");
    await user.click(within(card).getByRole("button", { name: "Start Training" }));
    await within(card).findByText("That did not go through. Please try again.");
    expect(within(card).getByRole("button", { name: "Start Training" })).toBeEnabled();
    expect(screen.queryByRole("region", { name: /Notifications/ })?.querySelectorAll("li").length ?? 0).toBe(
      0,
    );
  });

  test("My Progress lists the records; Certificates lists the issued ones", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "My Progress" }));
    const list = await screen.findByRole("list", { name: "My training progress" });
    expect(within(list).getAllByRole("article")).toHaveLength(3);
    const inProgress = within(list).getByRole("article", { name: "Climate Scenario Analysis" });
    expect(within(inProgress).getByText("In Progress")).toBeVisible();
    expect(within(inProgress).getByText("30 min")).toBeVisible();

    await user.click(screen.getByRole("tab", { name: "Certificates" }));
    const certs = await screen.findByRole("list", { name: "Certificates earned" });
    const cert = within(certs).getByRole("article", { name: "ESG Essentials" });
    expect(within(cert).getByText("ESG-2026-00011")).toBeVisible();
    await user.click(within(cert).getByRole("button", { name: "View Certificate" }));
    await screen.findByRole("dialog", { name: "Certificate of Completion" });
  });

  test("empty states of every tab", async () => {
    const { user } = await open({ modules: [], progress: [] });
    await screen.findByRole("tab", { name: "Training Modules" });
    expect(screen.getAllByText("No training modules available in this category yet.")).toHaveLength(4);
    await user.click(screen.getByRole("tab", { name: "My Progress" }));
    await screen.findByText(
      "No training progress yet. Start a module to begin tracking your learning journey.",
    );
    await user.click(screen.getByRole("tab", { name: "Certificates" }));
    await screen.findByText(
      "No certificates earned yet. Complete training modules to earn digital certificates.",
    );
    await user.click(screen.getByRole("tab", { name: "Module Management" }));
    await screen.findByText(
      "No training modules created yet. Create your first module to start building the curriculum.",
    );
    expect(screen.getByRole("button", { name: "Create Module" })).toBeEnabled();
  });

  test("keeps the progress of modules without records at zero hours", async () => {
    await open({ progress: [PROGRESS[2]].filter((p) => p !== undefined) });
    await screen.findByRole("tab", { name: "Training Modules" });
    expect(statValue("Hours Trained")).toBe("0.5");
    expect(statValue("Completed")).toBe("0");
  });

  test("is keyboard reachable: tabs move with the arrow keys", async () => {
    const { user } = await open();
    const first = await screen.findByRole("tab", { name: "Training Modules" });
    first.focus();
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("My Progress"));
  });
});

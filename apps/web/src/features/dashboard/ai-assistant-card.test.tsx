// @vitest-environment jsdom
// The answer goes through DOMPurify, which needs a spec-compliant DOM (see src/lib/markdown.test.ts).
import { PRESET_AI_QUESTIONS } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo, type ProcedureResolver } from "../../test/trpc-msw";

async function renderAssistant(aiQuery?: ProcedureResolver<"ai.query">) {
  const api = mockApi(aiQuery ? { procedures: { "ai.query": aiQuery } } : {});
  const app = renderApp("/dashboard");
  await screen.findByRole("heading", { level: 2, name: "AI Assistant" });
  return { ...app, api };
}

const questionBox = () => screen.getByLabelText("Your question") as HTMLTextAreaElement;
const askButton = () => screen.getByRole("button", { name: /^(Ask|Asking\.\.\.)$/ }) as HTMLButtonElement;

describe("AI assistant", () => {
  test("shows the three preset questions", async () => {
    await renderAssistant();
    for (const q of PRESET_AI_QUESTIONS) expect(screen.getByRole("button", { name: q })).toBeEnabled();
  });

  test("clicking a preset sends it at once and renders the markdown answer", async () => {
    const { user, api } = await renderAssistant(() => ({
      response:
        "## CSRD gaps\n\n- **Scope 3** categories 1 and 4 are missing\n- No transition plan (ESRS E1-1)",
      source: "built-in",
    }));

    await user.click(screen.getByRole("button", { name: PRESET_AI_QUESTIONS[0] }));

    const answer = await screen.findByTestId("ai-answer");
    expect(callsTo(api.calls, "ai.query").map((c) => c.input)).toEqual([
      { question: PRESET_AI_QUESTIONS[0] },
    ]);
    expect(within(answer).getByRole("heading", { level: 2, name: "CSRD gaps" })).toBeVisible();
    expect(within(answer).getAllByRole("listitem")).toHaveLength(2);
    expect(answer.querySelector("strong")?.textContent).toBe("Scope 3");
    expect(screen.getByText("Answered by the built-in analyst")).toBeVisible();
    expect(questionBox().value).toBe("");
  });

  test("typing a question: trimmed, sent with Ask, input cleared; no built-in label for an LLM answer", async () => {
    const { user, api } = await renderAssistant(() => ({
      response: "Use **renewable** power.",
      source: "llm",
    }));
    await user.type(questionBox(), "  How do we cut scope 2?  ");
    await user.click(askButton());

    expect(await screen.findByText("renewable")).toBeVisible();
    expect(callsTo(api.calls, "ai.query").map((c) => c.input)).toEqual([
      { question: "How do we cut scope 2?" },
    ]);
    expect(questionBox().value).toBe("");
    expect(screen.queryByText("Answered by the built-in analyst")).toBeNull();
  });

  test("a blank question is never sent", async () => {
    const { user, api } = await renderAssistant();
    expect(askButton().disabled).toBe(true);
    await user.type(questionBox(), "    ");
    expect(askButton().disabled).toBe(true);
    await user.type(questionBox(), "{Enter}");
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo(api.calls, "ai.query")).toHaveLength(0);
  });

  test("the button reads 'Asking...' and is disabled while pending; Enter sends", async () => {
    const { user } = await renderAssistant(async () => {
      await delay(300);
      return { response: "Done.", source: "llm" };
    });
    await user.type(questionBox(), "Summarise our supplier risk{Enter}");
    const pending = await screen.findByRole("button", { name: "Asking..." });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    for (const q of PRESET_AI_QUESTIONS) {
      expect((screen.getByRole("button", { name: q }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(await screen.findByText("Done.")).toBeVisible();
    // No longer pending: the button reads Ask again, waiting for the next question (the sent one is cleared),
    // and the presets are usable again.
    expect(screen.getByRole("button", { name: "Ask" })).toBeVisible();
    expect(questionBox()).toHaveValue("");
    for (const q of PRESET_AI_QUESTIONS) expect(screen.getByRole("button", { name: q })).toBeEnabled();
  });

  test("scripts, event handlers, javascript: links and off-site images do not survive", async () => {
    const w = window as unknown as { __pwned?: number };
    w.__pwned = undefined;
    const { user } = await renderAssistant(() => ({
      response: [
        "Safe **text**.",
        "<script>window.__pwned = 1</script>",
        '<img src="/x.png" onerror="window.__pwned = 2">',
        "[click me](javascript:window.__pwned=3)",
        "![tracker](https://evil.example/pixel.png)",
        "[GRI](https://example.org/report)",
      ].join("\n\n"),
      source: "llm",
    }));
    await user.click(screen.getByRole("button", { name: PRESET_AI_QUESTIONS[2] }));

    const answer = await screen.findByTestId("ai-answer");
    expect(within(answer).getByText("text")).toBeVisible();
    expect(answer.querySelectorAll("script, img, iframe")).toHaveLength(0);
    const attributes = Array.from(answer.querySelectorAll("*")).flatMap((el) =>
      Array.from(el.attributes).map((a) => `${a.name}=${a.value}`),
    );
    expect(attributes.filter((a) => /^on|javascript:|evil\.example/i.test(a))).toEqual([]);
    // Raw HTML is shown as text rather than executed.
    expect(answer.textContent).toContain("<script>window.__pwned = 1</script>");
    expect(within(answer).getByText("click me").getAttribute("href")).toBeNull();
    const link = within(answer).getByRole("link", { name: "GRI" });
    expect(link.getAttribute("href")).toBe("https://example.org/report");
    expect(link.getAttribute("rel")).toContain("noopener");
    await new Promise((r) => setTimeout(r, 20));
    expect(w.__pwned).toBeUndefined();
  });

  test("a failure toasts 'Failed to get AI response' and keeps the question", async () => {
    // The default mock answers NOT_IMPLEMENTED (501), as the server does until the AI issue lands.
    const { user } = await renderAssistant();
    await user.type(questionBox(), "Where are we weakest?");
    await user.click(askButton());
    const toast = await findToast("Error", "Failed to get AI response");
    expect(toast.dataset.variant).toBe("destructive");
    await waitFor(() => expect(askButton().disabled).toBe(false));
    expect(questionBox().value).toBe("Where are we weakest?");
    expect(screen.queryByTestId("ai-answer")).toBeNull();
  });
});

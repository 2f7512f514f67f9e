import { beforeEach, describe, expect, it, vi } from "vitest";

const constructed: Record<string, unknown>[] = [];
const create = vi.fn();
vi.mock("openai", () => ({
  default: class {
    chat = { completions: { create } };
    constructor(options: Record<string, unknown>) {
      constructed.push(options);
    }
  },
}));

const { createOpenAiLlm } = await import("./openai-llm");

beforeEach(() => {
  constructed.length = 0;
  create.mockReset();
});

describe("createOpenAiLlm", () => {
  it("uses a 30 s timeout and one retry, honouring the base URL and the model", async () => {
    create.mockResolvedValue({ choices: [{ message: { content: "  ## Answer  " } }] });
    const llm = createOpenAiLlm({ apiKey: "k", baseURL: "http://127.0.0.1:8080/v1", model: "local-model" });
    expect(constructed).toEqual([
      { apiKey: "k", baseURL: "http://127.0.0.1:8080/v1", timeout: 30_000, maxRetries: 1 },
    ]);
    expect(await llm.complete({ system: "sys", user: "question" })).toBe("## Answer");
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      model: "local-model",
      messages: [
        { role: "system", content: "sys" },
        { role: "user", content: "question" },
      ],
    });
  });

  it("treats an empty answer as a failure", async () => {
    create.mockResolvedValue({ choices: [{ message: { content: "   " } }] });
    const llm = createOpenAiLlm({ apiKey: "k", model: "m" });
    await expect(llm.complete({ system: "s", user: "u" })).rejects.toThrow();
  });
});

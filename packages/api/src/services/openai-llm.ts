import OpenAI from "openai";
import type { LlmPort } from "../context";

export type OpenAiConfig = { apiKey: string; baseURL?: string; model: string; timeoutMs?: number };

/** Any OpenAI-compatible chat completions server: 30 s timeout, one retry. */
export function createOpenAiLlm(config: OpenAiConfig): LlmPort {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    timeout: config.timeoutMs ?? 30_000,
    maxRetries: 1,
  });
  return {
    async complete({ system, user }) {
      const completion = await client.chat.completions.create({
        model: config.model,
        temperature: 0.2,
        messages: [
          { role: "system", content: system },
          { role: "user", content: user },
        ],
      });
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new Error("The model returned an empty answer");
      return text;
    },
  };
}

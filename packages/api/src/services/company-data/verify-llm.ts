import { claimsOf, type LlmCrossCheck, type ScrapedCompanyData } from "@esg/domain";
import type { LlmPort } from "../../context";

const MAX_CLAIMS = 40;
const SYSTEM = `You verify data extracted from company web pages. For each numbered claim, decide whether the quoted source text supports the claimed value (same number after unit conversion, same meaning). Answer with JSON only: an array of objects {"i": <claim number>, "supported": true|false, "comment": "<short reason>"}.`;

/** Cross-checks each extracted value against its quoted source with the configured LLM. */
export async function llmCrossCheck(llm: LlmPort | null, data: ScrapedCompanyData): Promise<LlmCrossCheck> {
  if (!llm) {
    return {
      status: "skipped",
      note: "AI cross-check skipped: no AI model is configured (set OPENAI_API_KEY). Only the consistency checks ran.",
      results: [],
    };
  }
  const claims = claimsOf(data).slice(0, MAX_CLAIMS);
  if (claims.length === 0)
    return { status: "completed", note: "No extracted values to cross-check.", results: [] };
  const user = claims.map((c, i) => `${i}. ${c.field} = ${c.claim}\n   quote: "${c.quote}"`).join("\n");
  try {
    const answer = await llm.complete({ system: SYSTEM, user });
    const json = answer.slice(answer.indexOf("["), answer.lastIndexOf("]") + 1);
    const parsed = JSON.parse(json) as { i: number; supported: boolean; comment?: string }[];
    const results = parsed
      .filter((r) => Number.isInteger(r.i) && claims[r.i] && typeof r.supported === "boolean")
      .map((r) => ({
        field: claims[r.i]?.field ?? "",
        supported: r.supported,
        comment: String(r.comment ?? ""),
      }));
    const unsupported = results.filter((r) => !r.supported).length;
    return {
      status: "completed",
      note: `AI cross-check of ${results.length} of ${claims.length} values against their quoted sources: ${unsupported} not supported.`,
      results,
    };
  } catch (error) {
    return {
      status: "failed",
      note: `AI cross-check failed (${error instanceof Error ? error.message : "unknown error"}); only the consistency checks ran.`,
      results: [],
    };
  }
}

import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

type AxeNode = { target: string[]; html: string; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };
type AxeWindow = {
  axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
};

/** The impacts that fail the suite (WCAG 2.2 AA: no serious or critical violation anywhere). */
const FAILING = new Set(["serious", "critical"]);

/**
 * Runs axe-core (WCAG 2.0-2.2 A/AA rules and axe's best practices) on the page as it is now — dialogs, open tabs
 * and all — and returns its serious and critical violations, one readable line each (empty when there are none).
 * The page's context must bypass the CSP: axe is injected as an inline script.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as AxeWindow;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
  return violations
    .filter((v) => FAILING.has(v.impact ?? ""))
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(" ")} ${n.html.slice(0, 100)}`)
          .join(" | ")}`,
    );
}

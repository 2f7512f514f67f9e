import { COUNT, firstEmission, firstEnergy, firstPercent, firstPlainNumber, parseCount } from "./quantities";
import { provenance, type Sentence, sourced } from "./sentences";
import type {
  BoardComposition,
  CarbonEmissions,
  DiversityMetrics,
  EmissionFigure,
  EnergyUsage,
  PageText,
  Sourced,
} from "./types";

const SCOPE = /\bscope\s*-?\s*(1|2|3|one|two|three|iii|ii|i)\b/gi;
const SCOPE_NUM: Record<string, 1 | 2 | 3> = {
  "1": 1,
  one: 1,
  i: 1,
  "2": 2,
  two: 2,
  ii: 2,
  "3": 3,
  three: 3,
  iii: 3,
};
const COMBINED = /^\s*(?:,|and|\+|&|-)\s*(?:scope\s*)?(?:2|3|ii)\b/i;

function figure(s: Sentence, segment: string, label: string, at: number): EmissionFigure | null {
  const q = firstEmission(segment, label);
  if (!q || q.normalised <= 0) return null;
  return {
    tonnesCo2e: q.normalised,
    reportedValue: q.value,
    reportedUnit: q.unit,
    year: q.year,
    ...provenance(s, at),
  };
}

/** Scope 1/2/3 and total emissions from tables and prose; the first figure found for each wins. */
export function extractEmissions(sentences: Sentence[]): CarbonEmissions {
  const out: CarbonEmissions = { scope1: null, scope2: null, scope3: null, total: null };
  for (const s of sentences) {
    const matches = [...s.text.matchAll(SCOPE)];
    matches.forEach((m, i) => {
      const n = SCOPE_NUM[(m[1] ?? "").toLowerCase()];
      const start = (m.index ?? 0) + m[0].length;
      if (!n || COMBINED.test(s.text.slice(start))) return;
      const key = `scope${n}` as const;
      if (out[key]) return;
      const end = matches[i + 1]?.index ?? s.text.length;
      out[key] = figure(s, s.text.slice(start, end), s.text.slice(0, m.index ?? 0), m.index ?? 0);
    });
    const total = /\btotal\s+(?:ghg\s+|greenhouse gas\s+|carbon\s+|co2e?\s+)?emissions\b/i.exec(s.text);
    if (total && !out.total) {
      const start = total.index + total[0].length;
      out.total = figure(s, s.text.slice(start), s.text.slice(0, total.index), total.index);
    }
  }
  return out;
}

export function extractEnergy(sentences: Sentence[]): EnergyUsage {
  const out: EnergyUsage = { total: null, renewablePercent: null };
  for (const s of sentences) {
    const m = /\benergy\s+(?:consumption|use|usage|consumed)\b/i.exec(s.text);
    if (m && !out.total) {
      const q = firstEnergy(s.text.slice(m.index + m[0].length), s.text.slice(0, m.index));
      if (q && q.normalised > 0) {
        const p = provenance(s, m.index);
        out.total = { mwh: q.normalised, reportedValue: q.value, reportedUnit: q.unit, year: q.year, ...p };
      }
    }
    if (!out.renewablePercent && /renewable/i.test(s.text)) {
      const p = firstPercent(s.text);
      if (p !== null) out.renewablePercent = sourced(s, p);
    }
  }
  return out;
}

function percentIn(text: string): number | null {
  const p = firstPercent(text);
  if (p !== null) return p;
  return /%|percent|per cent/i.test(text) ? firstPlainNumber(text.replace(/^[^|]*\|/, "|")) : null;
}

export function extractEmployees(sentences: Sentence[]): Sourced<number> | null {
  const before = new RegExp(
    String.raw`${COUNT.replace("(", "(?<![\\d,.])(")}\s+(?:full[- ]time\s+|permanent\s+|direct\s+)?(?:employees|staff|people employed)\b`,
    "i",
  );
  const employs = new RegExp(
    String.raw`\b(?:employs|employing|employed|workforce of)\s+(?:approximately\s+|around\s+|over\s+|more than\s+|about\s+|some\s+|nearly\s+)?${COUNT}\b`,
    "i",
  );
  const label = /\b(?:total\s+)?(?:number of employees|employees|workforce|headcount)\b/i;
  for (const s of sentences) {
    if (/%|per cent|percent/i.test(s.text) && !/\|/.test(s.text)) continue;
    const m = before.exec(s.text) ?? employs.exec(s.text);
    if (m?.[1]) {
      const n = parseCount(m[1]);
      if (n > 0) return sourced(s, n, m.index);
    }
    const l = label.exec(s.text);
    if (l && s.text.includes(" | ")) {
      const n = firstPlainNumber(s.text.slice(l.index + l[0].length));
      if (n !== null && n > 0) return sourced(s, n, l.index);
    }
  }
  return null;
}

type DiversityKey = keyof DiversityMetrics;
function diversityKey(text: string): DiversityKey {
  if (/\bboard\b/i.test(text)) return "womenBoardPercent";
  if (/\b(management|managers|leadership|senior|executive)\b/i.test(text)) return "womenManagementPercent";
  return "womenWorkforcePercent";
}

/** Gender diversity percentages; each percentage is classified by the words that follow it. */
export function extractDiversity(sentences: Sentence[]): DiversityMetrics {
  const out: DiversityMetrics = {
    womenWorkforcePercent: null,
    womenManagementPercent: null,
    womenBoardPercent: null,
  };
  for (const s of sentences) {
    if (!/\b(women|female|gender)\b/i.test(s.text)) continue;
    const percents = [...s.text.matchAll(/(\d{1,3}(?:\.\d+)?)\s*(?:%|per ?cent|percent)/gi)];
    if (percents.length === 0) {
      const p = percentIn(s.text);
      if (p !== null && p <= 100) out[diversityKey(s.text)] ??= sourced(s, p);
      continue;
    }
    percents.forEach((m, i) => {
      const p = Number(m[1]);
      if (p > 100) return;
      const after = s.text.slice((m.index ?? 0) + m[0].length, percents[i + 1]?.index ?? s.text.length);
      const key =
        diversityKey(after) === "womenWorkforcePercent" && i === 0
          ? diversityKey(`${s.text.slice(0, m.index)}${after}`)
          : diversityKey(after);
      out[key] ??= sourced(s, p, m.index);
    });
  }
  return out;
}

export function extractBoard(sentences: Sentence[]): BoardComposition {
  const out: BoardComposition = { boardSize: null, independentDirectors: null, independencePercent: null };
  const size = new RegExp(
    String.raw`\bboard\b[^.|]{0,40}?\b(?:comprises|consists of|has|is composed of|includes|of)\s+${COUNT}\s+(?:members|directors)`,
    "i",
  );
  const indep = new RegExp(
    String.raw`${COUNT}\s+(?:are\s+)?independent\s+(?:non-executive\s+)?directors`,
    "i",
  );
  for (const s of sentences) {
    const m = size.exec(s.text);
    const members = m?.[1] ? parseCount(m[1]) : Number.NaN;
    if (m && !Number.isNaN(members) && !out.boardSize) out.boardSize = sourced(s, members, m.index);
    const row = /\b(board size|number of directors)\b/i.exec(s.text);
    if (row && !out.boardSize) {
      const n = firstPlainNumber(s.text.slice(row.index + row[0].length));
      if (n) out.boardSize = sourced(s, n, row.index);
    }
    const i = indep.exec(s.text);
    const independent = i?.[1] ? parseCount(i[1]) : Number.NaN;
    if (i && !Number.isNaN(independent) && !out.independentDirectors) {
      out.independentDirectors = sourced(s, independent, i.index);
    }
    if (/\bindependen/i.test(s.text) && /\b(board|directors)\b/i.test(s.text) && !out.independencePercent) {
      const p = percentIn(s.text);
      if (p !== null && p <= 100) out.independencePercent = sourced(s, p);
    }
  }
  return out;
}

export const ENV_POLICY = [
  /\b(environment|climate|biodiversity|water|waste|tailings|net[- ]zero|decarboni[sz]|emissions|energy)/i,
  /\b(polic|commit|strateg|target|standard|management plan|framework)/i,
];
export const LABOUR = [
  /\b(health and safety|occupational|safety|LTIFR|TRIFR|lost[- ]time|human rights|modern slavery|labou?r|living wage|collective bargaining|freedom of association|training)/i,
];
export const RISK = [
  /\b(risk management|risk committee|enterprise risk|principal risks|climate[- ]related risks?|risk appetite|audit and risk)/i,
];
export const ETHICS = [
  /\b(code of (business )?conduct|anti-?(bribery|corruption)|whistle-?blow|ethics|ethical|conflicts? of interest|speak up)/i,
];

export type { PageText };

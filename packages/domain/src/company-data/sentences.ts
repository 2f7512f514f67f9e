import { normaliseText } from "./quantities";
import type { PageText, Provenance, Sourced } from "./types";

export type Sentence = { url: string; text: string };

const MAX_QUOTE = 300;

/** Splits each block into sentences (table rows stay whole), normalised for matching. */
export function sentencesOf(page: PageText): Sentence[] {
  const out: Sentence[] = [];
  for (const block of page.blocks) {
    const text = normaliseText(block);
    if (!text) continue;
    const parts = text.includes(" | ") ? [text] : text.split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/);
    for (const part of parts) if (part.trim()) out.push({ url: page.url, text: part.trim() });
  }
  return out;
}

/** The quoted source text: the sentence, cut to ~300 characters around where the value was read. */
export function quoteOf(text: string, at = 0): string {
  if (text.length <= MAX_QUOTE) return text;
  const start = Math.max(0, Math.min(at - 100, text.length - MAX_QUOTE));
  return `${start > 0 ? "…" : ""}${text.slice(start, start + MAX_QUOTE).trim()}…`;
}

export function provenance(s: Sentence, at = 0): Provenance {
  return { sourceUrl: s.url, quote: quoteOf(s.text, at) };
}

export function sourced<T>(s: Sentence, value: T, at = 0): Sourced<T> {
  return { value, ...provenance(s, at) };
}

const NAMED =
  /\b((?:[A-Z][A-Za-z&'-]*\s+){0,5}(?:Policy|Policies|Standards?|Code of (?:Business )?Conduct|Charter|Framework|Statement|Strategy|Plan))\b/;

/**
 * Sentences matching every pattern, as statements: the named document ("Climate Change Policy") when the
 * sentence names one, else the sentence itself. Deduplicated, at most `limit`.
 */
export function statements(sentences: Sentence[], patterns: RegExp[], limit = 8): Sourced<string>[] {
  const seen = new Set<string>();
  const out: Sourced<string>[] = [];
  for (const s of sentences) {
    if (s.text.length < 20 || !patterns.every((p) => p.test(s.text))) continue;
    const named = NAMED.exec(s.text)?.[1]
      ?.trim()
      .replace(/^(?:Our|The|This|These|Its|Their|An?)\s+/, "");
    const value = named && named.split(/\s+/).length > 1 ? named : quoteOf(s.text).slice(0, 200);
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(sourced(s, value));
    if (out.length >= limit) break;
  }
  return out;
}

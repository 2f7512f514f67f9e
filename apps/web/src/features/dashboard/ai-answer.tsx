import type { AiQueryOutput } from "@esg/domain";
import { MarkdownContent } from "../../components/markdown-content";

/** One AI answer: the question, the sanitised markdown and, for the built-in analyst, a label saying so. */
export default function AiAnswer({
  question,
  markdown,
  source,
}: {
  question: string;
  markdown: string;
  source: AiQueryOutput["source"];
}) {
  return (
    <article className="rounded-lg border border-slate-200 bg-slate-50 p-4" aria-label="AI answer">
      <p className="text-xs font-medium text-slate-500">{question}</p>
      <MarkdownContent markdown={markdown} className="prose-answer mt-2" />
      {source === "built-in" ? (
        <p className="mt-3 text-xs text-slate-500">Answered by the built-in analyst</p>
      ) : null}
    </article>
  );
}

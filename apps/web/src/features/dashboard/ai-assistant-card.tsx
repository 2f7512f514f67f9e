import { AI_QUESTION_MAX_LENGTH, type AiQueryOutput, PRESET_AI_QUESTIONS } from "@esg/domain";
import { useMutation } from "@tanstack/react-query";
import { Bot, Send } from "lucide-react";
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/toast-store";
import { useTRPC } from "../../lib/trpc";

type Answer = AiQueryOutput & { question: string };

// The markdown renderer and sanitiser are fetched with the first answer.
const AiAnswer = lazy(() => import("./ai-answer"));

/** Card 5 (spec part 1 §2, §4, §5, §9): a question box, the preset questions and the markdown answer. */
export function AiAssistantCard({ className }: { className?: string }) {
  const trpc = useTRPC();
  const inputId = useId();
  const [question, setQuestion] = useState("");
  const [answer, setAnswer] = useState<Answer | null>(null);

  const ask = useMutation(
    trpc.ai.query.mutationOptions({
      onSuccess: (output, input) => {
        setAnswer({ ...output, question: input.question });
        setQuestion("");
      },
      onError: () => {
        toast({ title: "Error", description: "Failed to get AI response", variant: "destructive" });
      },
    }),
  );

  const send = (text: string) => {
    const trimmed = text.trim();
    // Spec part 1 §5: sent only if non-empty after trimming.
    if (trimmed === "" || ask.isPending) return;
    ask.mutate({ question: trimmed });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(question);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>
          <Bot aria-hidden="true" className="size-5 text-brand-700" />
          AI Assistant
        </CardTitle>
        <CardDescription>Ask about your ESG data, compliance gaps or reduction options.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={onSubmit} className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            Your question
          </label>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <textarea
              id={inputId}
              rows={2}
              maxLength={AI_QUESTION_MAX_LENGTH}
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder="e.g. Which suppliers should we engage first?"
              className="min-h-[2.5rem] w-full flex-1 resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
            />
            <Button
              type="submit"
              disabled={ask.isPending || question.trim() === ""}
              aria-busy={ask.isPending}
            >
              <Send aria-hidden="true" />
              {ask.isPending ? "Asking..." : "Ask"}
            </Button>
          </div>
        </form>

        <div>
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Suggested questions
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {PRESET_AI_QUESTIONS.map((preset) => (
              <li key={preset}>
                <Button
                  variant="secondary"
                  size="sm"
                  className="h-auto! min-h-8 py-1.5 text-left whitespace-normal!"
                  disabled={ask.isPending}
                  onClick={() => {
                    setQuestion(preset);
                    send(preset);
                  }}
                >
                  {preset}
                </Button>
              </li>
            ))}
          </ul>
        </div>

        <div aria-live="polite">
          {answer ? (
            <Suspense fallback={<Spinner label="Loading answer" />}>
              <AiAnswer question={answer.question} markdown={answer.response} source={answer.source} />
            </Suspense>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

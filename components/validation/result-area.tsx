import { Alert, EmptyState } from "@/components/ui/card";
import type { Term } from "@/lib/schemas/validation";
import { ResultView, type ShownResult } from "./result-view";

const TERM_WORDS: Record<Term, string> = { current: "current term", renewal: "renewal term" };

/** The right side of the validate page: what is running, what went wrong, and the result shown. */
export function ResultArea({
  shown,
  running,
  templateName,
  term,
  canRun,
  loading,
  problem,
}: {
  shown: ShownResult | null;
  /** The term being run, or null when nothing runs. */
  running: Term | null;
  templateName: string | null;
  term: Term;
  canRun: boolean;
  loading: boolean;
  problem: { tone: "error" | "info"; text: string } | null;
}) {
  return (
    <div className="min-w-0 space-y-4" aria-busy={running !== null}>
      <div aria-live="polite" className="space-y-2">
        {running ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-800"
          >
            <span
              aria-hidden="true"
              className="h-3 w-3 animate-spin rounded-full border-2 border-blue-300 border-t-blue-700"
            />
            Running {templateName ?? "the template"} against the {TERM_WORDS[running]}…
          </p>
        ) : null}
        {problem ? <Alert tone={problem.tone}>{problem.text}</Alert> : null}
      </div>
      {shown ? (
        <div className={running ? "opacity-50" : undefined}>
          <ResultView shown={shown} />
        </div>
      ) : running ? null : loading ? (
        <p role="status" className="text-sm text-slate-500">
          Loading the stored result…
        </p>
      ) : (
        <EmptyState title={`No result for the ${TERM_WORDS[term]} yet`}>
          {!canRun
            ? "A reviewer or an administrator can run a template on it."
            : templateName
              ? `${templateName} has not been run on the ${TERM_WORDS[term]}. Run validation to check every rule.`
              : "Choose a template and run it, or pick a past result."}
        </EmptyState>
      )}
    </div>
  );
}

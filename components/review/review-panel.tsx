"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { StaffOption } from "@/lib/actions/review-views";
import type { VerificationDetail } from "@/lib/actions/verification-views";
import { AssignForm } from "./assign-form";
import { DecisionForm } from "./decision-form";
import { DecisionSummary } from "./decision-summary";
import { NoteForm } from "./note-form";
import { NoteList } from "./note-list";

const heading = "text-xs font-semibold uppercase tracking-wide text-slate-500";

function Decision({ v, canReview }: { v: VerificationDetail; canReview: boolean }) {
  const [changing, setChanging] = useState(false);
  if (v.decision && !changing)
    return (
      <div className="space-y-2">
        <DecisionSummary decision={v.decision} />
        {canReview ? (
          <Button variant="secondary" onClick={() => setChanging(true)}>
            Change decision
          </Button>
        ) : null}
      </div>
    );
  if (v.status !== "completed")
    return <p className="text-sm text-slate-600">A decision can be made once the verification completes.</p>;
  if (!canReview) return <p className="text-sm text-slate-600">Not decided yet.</p>;
  return (
    <div className="space-y-2">
      <DecisionForm
        token={v.token}
        onDone={() => {
          setChanging(false);
          // The form goes away with the save: focus lands on the section that now shows the decision.
          document.getElementById("review-decision-heading")?.focus();
        }}
      />
      {changing ? (
        <Button variant="ghost" onClick={() => setChanging(false)}>
          Keep the current decision
        </Button>
      ) : null}
    </div>
  );
}

/** The people's side of the session: the decision, who works it, and their notes. Viewers read it. */
export function ReviewPanel({
  v,
  canReview,
  staff,
}: {
  v: VerificationDetail;
  canReview: boolean;
  staff: StaffOption[];
}) {
  return (
    <Card title="Review">
      <div className="grid gap-6 md:grid-cols-2" data-testid="review-panel">
        <section aria-labelledby="review-decision-heading" className="space-y-2">
          <h3 id="review-decision-heading" tabIndex={-1} className={`${heading} focus:outline-none`}>
            Decision
          </h3>
          <Decision v={v} canReview={canReview} />
        </section>
        <div className="space-y-6">
          <section aria-labelledby="review-assignee-heading" className="space-y-2">
            <h3 id="review-assignee-heading" className={heading}>
              Assignment
            </h3>
            {canReview ? (
              <AssignForm token={v.token} current={v.assignee?.id ?? null} staff={staff} />
            ) : (
              <p className="text-sm" data-testid="review-assignee">
                {v.assignee ? `Assigned to ${v.assignee.name}` : "Nobody is assigned."}
              </p>
            )}
          </section>
          <section aria-labelledby="review-notes-heading" className="space-y-3">
            <h3 id="review-notes-heading" className={heading}>
              Notes
            </h3>
            <NoteList notes={v.notes} />
            {canReview ? <NoteForm token={v.token} staff={staff} /> : null}
          </section>
          {canReview ? null : (
            <p className="text-xs text-slate-500">
              Viewers can read the review; a reviewer or admin assigns, decides and writes notes.
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}

"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "@/components/sessions/format";
import { Button } from "@/components/ui/button";
import { Alert, Card } from "@/components/ui/card";
import { RetryAlert } from "@/components/forms/retry-alert";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { cancelInsuranceRequestAction } from "@/lib/actions/cancel-insurance-request";
import { remindInsuranceRequestAction } from "@/lib/actions/remind-insurance-request";
import type { ActionResult } from "@/lib/actions/result";
import type { RequestView } from "@/lib/actions/verification-views";
import { RequestStateBadge } from "./request-state-badge";

/** A mailed request: to whom, when, how far the borrower got; reviewers remind or cancel it. */
export function RequestPanel({
  token,
  request,
  canReview,
}: {
  token: string;
  request: RequestView;
  canReview: boolean;
}) {
  const queryClient = useQueryClient();
  // The last of the two asked for: Retry sends it again, and its button says it is being sent.
  const [busy, setBusy] = useState<"remind" | "cancel" | null>(null);
  const [note, setNote] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const act = useActionSubmit(
    (kind: "remind" | "cancel"): Promise<ActionResult<unknown>> =>
      kind === "remind" ? remindInsuranceRequestAction(token) : cancelInsuranceRequestAction(token),
    async (result, kind) => {
      setNote(
        result.ok
          ? { tone: "success", text: kind === "remind" ? "Reminder sent." : "Request cancelled." }
          : { tone: "error", text: result.message },
      );
      await queryClient.invalidateQueries({ queryKey: ["verification", token] });
    },
  );

  function run(kind: "remind" | "cancel") {
    if (kind === "cancel" && !window.confirm("Cancel this request? The borrower's link stops working.")) return;
    setBusy(kind);
    setNote(null);
    void act.submit(kind);
  }

  return (
    <Card title="Insurance request">
      <div className="space-y-3 text-sm">
        <div className="flex flex-wrap items-center gap-3" aria-live="polite">
          <RequestStateBadge state={request.state} />
          <span className="text-slate-700">
            Mailed to <strong>{request.borrowerEmail}</strong>
            {request.borrowerPhone ? ` · ${request.borrowerPhone}` : ""} on {formatDateTime(request.sentAt)}
          </span>
        </div>
        <p className="text-slate-600">
          {request.reminders
            ? `${request.reminders} reminder${request.reminders > 1 ? "s" : ""}, the last on ${formatDateTime(request.remindedAt!)}. `
            : ""}
          The link works until {formatDateTime(request.expiresAt)}.
        </p>
        {note ? <Alert tone={note.tone}>{note.text}</Alert> : null}
        <RetryAlert submit={act} />
        {canReview && (request.canRemind || request.canCancel) ? (
          <div className="flex flex-wrap gap-2">
            {request.canRemind ? (
              <Button type="button" variant="secondary" disabled={act.pending} onClick={() => run("remind")}>
                {act.pending && busy === "remind" ? "Sending…" : "Send a reminder"}
              </Button>
            ) : null}
            {request.canCancel ? (
              <Button type="button" variant="danger" disabled={act.pending} onClick={() => run("cancel")}>
                {act.pending && busy === "cancel" ? "Cancelling…" : "Cancel request"}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}

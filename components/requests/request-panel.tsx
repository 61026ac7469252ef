"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "@/components/sessions/format";
import { Button } from "@/components/ui/button";
import { Alert, Card } from "@/components/ui/card";
import { cancelInsuranceRequestAction } from "@/lib/actions/cancel-insurance-request";
import { remindInsuranceRequestAction } from "@/lib/actions/remind-insurance-request";
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
  const [busy, setBusy] = useState<"remind" | "cancel" | null>(null);
  const [note, setNote] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function run(kind: "remind" | "cancel") {
    if (kind === "cancel" && !window.confirm("Cancel this request? The borrower's link stops working.")) return;
    setBusy(kind);
    setNote(null);
    const result =
      kind === "remind" ? await remindInsuranceRequestAction(token) : await cancelInsuranceRequestAction(token);
    setBusy(null);
    setNote(
      result.ok
        ? { tone: "success", text: kind === "remind" ? "Reminder sent." : "Request cancelled." }
        : { tone: "error", text: result.message },
    );
    await queryClient.invalidateQueries({ queryKey: ["verification", token] });
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
        {canReview && (request.canRemind || request.canCancel) ? (
          <div className="flex flex-wrap gap-2">
            {request.canRemind ? (
              <Button type="button" variant="secondary" disabled={busy !== null} onClick={() => run("remind")}>
                {busy === "remind" ? "Sending…" : "Send a reminder"}
              </Button>
            ) : null}
            {request.canCancel ? (
              <Button type="button" variant="danger" disabled={busy !== null} onClick={() => run("cancel")}>
                {busy === "cancel" ? "Cancelling…" : "Cancel request"}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}

"use client";
import { type HostedView } from "@/lib/schemas/hosted-ignition";

import { useState } from "react";
import { useHostedActions } from "./hosted-actions";
import { Notice, PrimaryButton } from "./ui";

/** Who is asking and why, in plain words, and the borrower's agreement (stored with the wording shown). */
export function ConsentStep({ view, onAgreed }: { view: HostedView; onAgreed: () => void }) {
  const { consent } = useHostedActions();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const agree = async () => {
    setBusy(true);
    setError(null);
    const answer = await consent(view.token);
    setBusy(false);
    if (answer.kind === "ok") onAgreed();
    else setError("message" in answer ? answer.message : "This link can no longer be used.");
  };

  return (
    <div className="space-y-5 text-base leading-relaxed">
      <p>
        {view.firstName ? `Hi ${view.firstName}. ` : ""}
        {view.clientName} needs to check that your loan&apos;s insurance is in place. You can share it in about a minute
        by signing in to your insurance company, or by uploading your insurance card or policy papers.
      </p>
      <div>
        <h2 className="font-semibold">What {view.clientName} will see</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>your policy number, dates and whether it is active</li>
          <li>what it covers, and your deductibles</li>
          <li>the vehicles or home on the policy</li>
          <li>whether {view.clientName} is listed as your lender</li>
        </ul>
      </div>
      <p className="rounded-md border border-slate-300 bg-white p-3 text-sm">{view.consentWording}</p>
      {error ? <Notice>{error}</Notice> : null}
      <PrimaryButton type="button" onClick={agree} disabled={busy}>
        {busy ? "Saving…" : "I agree, continue"}
      </PrimaryButton>
    </div>
  );
}

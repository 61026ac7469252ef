"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { DataTable } from "@/components/ui/table";
import { removeLearnedHintAction } from "@/lib/actions/learned-hints";
import type { LearnedHintWire } from "@/lib/schemas/policy-corrections";

const when = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace("T", " ") + " UTC";

/** A fingerprint is a hash: its first characters are enough to tell layouts apart on screen. */
const layoutOf = (fingerprint: string | null) =>
  fingerprint ? fingerprint.replace(/^lay\d+:/, "").slice(0, 10) : null;

/** The hints with a remove button each; the outcome of a removal is announced in a live region. */
export function HintTable({ hints }: { hints: LearnedHintWire[] }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);

  const remove = (hint: LearnedHintWire) => {
    if (!confirm(`Forget where "${hint.field}" is read on this layout? Documents already read keep their values.`))
      return;
    setBusy(hint.id);
    start(async () => {
      setMessage(null);
      const r = await removeLearnedHintAction({ id: hint.id });
      setMessage(
        r.ok
          ? { tone: "success", text: `Forgot the hint for ${hint.field}.` }
          : { tone: "error", text: r.message ?? "That did not work." },
      );
      setBusy(null);
      router.refresh();
    });
  };

  return (
    <div className="space-y-3">
      <div aria-live="polite">{message ? <Alert tone={message.tone}>{message.text}</Alert> : null}</div>
      {hints.length === 0 ? (
        <p className="text-sm text-slate-600">
          Nothing has been learned yet. When a reviewer corrects a field whose value is printed on the document, the
          place is remembered for the next documents of that layout and listed here.
        </p>
      ) : (
        <DataTable
          caption="Learned hints, most recently taught first"
          columns={["Field", "Read beside", "Carrier", "Layout", "Taught by", "When", "From document", "Status", ""]}
        >
          {hints.map((h) => (
            <tr key={h.id} className="align-top">
              <td className="px-4 py-2 font-mono text-xs">{h.field}</td>
              <td className="px-4 py-2">
                “{h.label}” <span className="text-slate-500">({h.relation})</span>
              </td>
              <td className="px-4 py-2">{h.carrierKey}</td>
              <td className="px-4 py-2 font-mono text-xs" title={h.fingerprint ?? undefined}>
                {layoutOf(h.fingerprint) ?? <span className="text-slate-500">none</span>}
              </td>
              <td className="px-4 py-2">{h.correctedBy ?? <span className="text-slate-500">not recorded</span>}</td>
              <td className="px-4 py-2 whitespace-nowrap">
                <time dateTime={h.modifiedAt}>{when(h.modifiedAt)}</time>
              </td>
              <td className="px-4 py-2 font-mono text-xs">
                {h.documentId ?? <span className="font-sans text-slate-500">not recorded</span>}
              </td>
              <td className="px-4 py-2">
                {h.fingerprint === null ? (
                  <Badge tone="gray">Not applied</Badge>
                ) : h.trusted ? (
                  <Badge tone="green">Trusted ({h.agreements} corrections)</Badge>
                ) : (
                  <Badge tone="amber">Reviewed ({h.agreements} correction)</Badge>
                )}
              </td>
              <td className="px-4 py-2 text-right">
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  disabled={pending}
                  aria-busy={busy === h.id}
                  aria-label={`Remove the hint for ${h.field} beside “${h.label}”`}
                  onClick={() => remove(h)}
                >
                  {busy === h.id ? "Removing…" : "Remove"}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { removeCarrierLoginAction, type CarrierLoginRow } from "@/lib/actions/carrier-logins";
import { CarrierLoginForm } from "./carrier-login-form";

// Rendered on the server and again in the browser: a fixed zone, so both print the same.
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const when = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

type Notice = { carrierId: string; tone: "success" | "error"; text: string };

/** One line per lookup carrier: whether a login is on file and since when, with add, replace and remove. */
export function CarrierLoginList({ rows, initialCarrier }: { rows: CarrierLoginRow[]; initialCarrier?: string }) {
  const router = useRouter();
  // A link from a refused lookup opens that carrier's form, once: not after its login is on file.
  const [editing, setEditing] = useState<string | null>(
    rows.some((r) => r.carrier.id === initialCarrier && !r.login) ? initialCarrier! : null,
  );
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [removing, startRemoving] = useTransition();

  const focusTrigger = (carrierId: string) =>
    requestAnimationFrame(() =>
      document.getElementById(`login-actions-${carrierId}`)?.querySelector("button")?.focus(),
    );

  const remove = (row: CarrierLoginRow) =>
    startRemoving(async () => {
      const r = await removeCarrierLoginAction(row.carrier.id).catch(() => null);
      setConfirming(null);
      setNotice(
        r?.ok
          ? {
              carrierId: row.carrier.id,
              tone: "success",
              text: `Removed the ${row.carrier.name} login. Lookups there are refused until a new one is added.`,
            }
          : { carrierId: row.carrier.id, tone: "error", text: r?.message ?? "Covercheck did not answer; try again." },
      );
      router.refresh();
      focusTrigger(row.carrier.id);
    });

  return (
    <ul className="divide-y divide-slate-100" aria-label="Lookup carriers">
      {rows.map((row) => {
        const { carrier, login } = row;
        const open = editing === carrier.id;
        return (
          <li key={carrier.id} className="py-3 first:pt-0 last:pb-0" data-testid={`carrier-login-${carrier.id}`}>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
              <div className="min-w-0 flex-1">
                <h3 className="font-medium text-slate-900">{carrier.name}</h3>
                <p className="text-xs text-slate-500">
                  NAIC {carrier.naicCode} · looks up {carrier.policyTypes.join(", ")}
                </p>
              </div>
              <div className="text-sm sm:w-56 sm:shrink-0 lg:w-72">
                {login ? (
                  <>
                    <Badge tone="green">Login on file</Badge>
                    <p className="mt-1 text-xs text-slate-600">
                      On file since <time dateTime={login.createdAt}>{when(login.createdAt)}</time>
                      {login.modifiedAt !== login.createdAt ? (
                        <>
                          {" "}
                          · replaced <time dateTime={login.modifiedAt}>{when(login.modifiedAt)}</time>
                        </>
                      ) : null}
                    </p>
                  </>
                ) : (
                  <>
                    <Badge tone="amber">No login</Badge>
                    <p className="mt-1 text-xs text-slate-600">Lookups at this carrier are refused.</p>
                  </>
                )}
              </div>
              <div id={`login-actions-${carrier.id}`} className="flex gap-2 sm:w-44 sm:shrink-0 sm:justify-end">
                <Button
                  variant={login ? "secondary" : "primary"}
                  className="px-3 py-1.5"
                  aria-expanded={open}
                  aria-label={`${login ? "Replace the login" : "Add login"} for ${carrier.name}`}
                  onClick={() => {
                    setNotice(null);
                    setConfirming(null);
                    setEditing(open ? null : carrier.id);
                  }}
                >
                  {login ? "Replace" : "Add login"}
                </Button>
                {login ? (
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    aria-expanded={confirming === carrier.id}
                    aria-label={`Remove the login for ${carrier.name}`}
                    onClick={() => {
                      setNotice(null);
                      setEditing(null);
                      setConfirming(confirming === carrier.id ? null : carrier.id);
                    }}
                  >
                    Remove
                  </Button>
                ) : null}
              </div>
            </div>
            {open ? (
              <CarrierLoginForm
                carrier={carrier}
                replacing={!!login}
                onCancel={() => {
                  setEditing(null);
                  focusTrigger(carrier.id);
                }}
                onSaved={() => {
                  setEditing(null);
                  setNotice({
                    carrierId: carrier.id,
                    tone: "success",
                    text: `${login ? "Replaced" : "Saved"} the ${carrier.name} login. Its password will not be shown again.`,
                  });
                  router.refresh();
                  focusTrigger(carrier.id);
                }}
              />
            ) : null}
            {confirming === carrier.id && login ? (
              <div
                role="group"
                aria-label={`Remove the login for ${carrier.name}?`}
                className="mt-3 flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
              >
                <p className="min-w-0 flex-1 basis-64">
                  Remove the {carrier.name} login? Lookups there will be refused until a new one is added.
                </p>
                <Button variant="danger" className="px-3 py-1.5" disabled={removing} onClick={() => remove(row)}>
                  {removing ? "Removing…" : "Remove login"}
                </Button>
                <Button
                  variant="ghost"
                  className="px-3 py-1.5"
                  disabled={removing}
                  autoFocus
                  onClick={() => {
                    setConfirming(null);
                    focusTrigger(carrier.id);
                  }}
                >
                  Keep it
                </Button>
              </div>
            ) : null}
            <div aria-live="polite" className="mt-2 empty:mt-0">
              {notice?.carrierId === carrier.id ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

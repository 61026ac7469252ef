"use client";
import { type HostedFinish } from "@/lib/schemas/hosted-ignition";

import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { useHostedActions } from "./hosted-actions";
import { inputClass, Notice, PrimaryButton, SecondaryButton } from "./ui";

const ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
const MAX_BYTES = 25 * 1024 * 1024;

function problem(file: File): string | null {
  if (!/\.(pdf|jpe?g|png)$/i.test(file.name) && !/^(application\/pdf|image\/(jpeg|png))$/.test(file.type))
    return "Choose a PDF, JPG or PNG file.";
  if (file.size === 0) return "This file is empty.";
  if (file.size > MAX_BYTES) return "This file is larger than 25 MB.";
  return null;
}

/** A declarations page, ID card or evidence of insurance: dropped, chosen, or photographed with the phone. */
export function UploadStep({
  token,
  notice,
  onQueued,
  onBack,
}: {
  token: string;
  notice: string | null;
  onQueued: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [policyType, setPolicyType] = useState<"auto" | "home">("auto");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  const pick = (f: File | undefined | null) => {
    if (!f) return;
    setError(problem(f));
    setFile(f);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    pick(e.dataTransfer.files[0]);
  };

  const send = async () => {
    if (!file) return setError("Choose a file or take a photo first.");
    if (problem(file)) return;
    setBusy(true);
    const form = new FormData();
    form.set("file", file);
    form.set("policyType", policyType);
    const res = await fetch(`/api/v1/ignition/${encodeURIComponent(token)}/upload`, {
      method: "POST",
      body: form,
    }).catch(() => null);
    const body = (await res?.json().catch(() => null)) as { kind?: string; message?: string } | null;
    setBusy(false);
    if (res?.ok && body?.kind === "queued") return onQueued();
    setError(
      body?.message ??
        (body?.kind === "closed"
          ? "This link can no longer be used."
          : "The upload did not go through. Please try again."),
    );
  };

  return (
    <div className="space-y-5 text-base">
      {notice ? <Notice>{notice}</Notice> : null}
      <p className="leading-relaxed">
        Your insurance card, the declarations page of your policy, or a letter from your insurer showing your coverage.
      </p>
      <fieldset className="space-y-2">
        <legend className="font-medium">What does it insure?</legend>
        {(["auto", "home"] as const).map((t) => (
          <label key={t} className="flex min-h-11 items-center gap-3 rounded-md border border-slate-300 bg-white px-3">
            <input
              type="radio"
              name={`${id}-type`}
              value={t}
              checked={policyType === t}
              onChange={() => setPolicyType(t)}
              className="h-5 w-5"
            />
            {t === "auto" ? "A car or other vehicle" : "A home or condo"}
          </label>
        ))}
      </fieldset>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`space-y-3 rounded-md border-2 border-dashed p-4 ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-400 bg-white"}`}
      >
        <p className="text-sm text-slate-700">Drop a file here, or:</p>
        <label htmlFor={`${id}-file`} className="block font-medium">
          Choose a file (PDF, JPG or PNG)
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          className={inputClass}
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <label htmlFor={`${id}-camera`} className="block font-medium">
          Or take a photo
        </label>
        <input
          id={`${id}-camera`}
          type="file"
          accept="image/*"
          capture="environment"
          className={inputClass}
          onChange={(e) => pick(e.target.files?.[0])}
        />
        {file && !error ? <p className="text-sm">Ready to send: {file.name}</p> : null}
      </div>
      {error ? <Notice>{error}</Notice> : null}
      <PrimaryButton type="button" onClick={send} disabled={busy}>
        {busy ? "Uploading…" : "Send document"}
      </PrimaryButton>
      <SecondaryButton type="button" onClick={onBack} disabled={busy}>
        Back
      </SecondaryButton>
    </div>
  );
}

/** Waits while the document is read (seconds, sometimes a minute for a photo), then shows how it went. */
export function ProcessingStep({ token, onDone }: { token: string; onDone: (f: HostedFinish) => void }) {
  const { poll } = useHostedActions();
  const [error, setError] = useState<string | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    let stop = false;
    const tick = async () => {
      if (stop) return;
      const answer = await poll(token).catch(() => null);
      if (stop) return;
      if (answer?.kind === "finish") return done.current(answer.finish);
      if (answer?.kind === "closed") return setError("This link can no longer be used.");
      setTimeout(tick, 1500);
    };
    void tick();
    return () => {
      stop = true;
    };
  }, [token, poll]);

  return (
    <div className="space-y-4 text-base" role="status" aria-live="polite">
      {error ? (
        <Notice>{error}</Notice>
      ) : (
        <p>We are reading your document. This usually takes less than a minute; please keep this page open.</p>
      )}
    </div>
  );
}

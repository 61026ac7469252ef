"use client";

import { useCallback, useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import type { VerifyOptions } from "@/lib/actions/verify-options";
import { CONSENT_WORDING } from "@/lib/schemas/consent";
import { ACCEPTED_EXTENSIONS, fileProblem } from "@/lib/schemas/verify-document";
import { countBatch } from "./batch-count";
import { BatchProgress } from "./batch-progress";
import { FileRow, type QueuedFile } from "./file-row";
import { EMPTY_LOAN, loanErrors } from "./loan-inputs";
import { uploadDocument } from "./upload-file";

let counter = 0;

const uploadFailure = (result: { message: string; fieldErrors?: Record<string, string> }) =>
  [result.message, ...Object.values(result.fieldErrors ?? {})].filter((m, i, all) => all.indexOf(m) === i).join(" ");

/**
 * Drag-and-drop (or click to choose) several declarations pages. Each file becomes its own
 * verification, so each carries its own type, template, source and loan; one consent covers the
 * batch and is stored with every verification it opens.
 */
export function DropZone({ options }: { options: VerifyOptions }) {
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const [dragging, setDragging] = useState(false);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ consent?: string; files?: string }>({});
  const [busy, setBusy] = useState(false);

  const add = (list: FileList | null) => {
    if (!list) return;
    const added = [...list].map((file): QueuedFile => {
      const problem = fileProblem(file);
      return {
        key: `f${++counter}`,
        file,
        policyType: "auto",
        templateId: options.defaults.auto ?? "",
        source: "user",
        loan: EMPTY_LOAN,
        errors: {},
        state: problem ? "invalid" : "ready",
        progress: 0,
        message: problem ?? undefined,
      };
    });
    setFiles((f) => [...f, ...added]);
  };
  const patch = (key: string, p: Partial<QueuedFile>) =>
    setFiles((fs) => fs.map((f) => (f.key === key ? { ...f, ...p } : f)));
  // Called on every render once a file is read: the unchanged list keeps React from rendering again.
  const markRead = useCallback(
    (key: string, outcome: QueuedFile["outcome"]) =>
      setFiles((fs) =>
        fs.some((f) => f.key === key && f.outcome !== outcome)
          ? fs.map((f) => (f.key === key ? { ...f, outcome } : f))
          : fs,
      ),
    [],
  );

  const submit = async () => {
    const ready = files.filter((f) => f.state === "ready" || f.state === "failed");
    const checked = ready.map((f) => ({ ...f, errors: loanErrors(f.loan) }));
    const problems = {
      consent: consent ? undefined : "Confirm the borrower's consent to continue.",
      files: ready.length ? undefined : "Add at least one PDF, JPG or PNG.",
    };
    setErrors(problems);
    setFiles((fs) => fs.map((f) => checked.find((c) => c.key === f.key) ?? f));
    if (problems.consent || problems.files || checked.some((c) => Object.keys(c.errors).length)) return;
    setBusy(true);
    for (const item of checked) {
      patch(item.key, { state: "uploading", progress: 0, message: undefined });
      const form = new FormData();
      form.set("file", item.file);
      form.set("policyType", item.policyType);
      form.set("source", item.source);
      form.set("templateId", item.templateId);
      for (const [key, value] of Object.entries(item.loan)) form.set(key, value.trim());
      form.set("consent", "true");
      const result = await uploadDocument(form, (progress) => patch(item.key, { progress }));
      patch(
        item.key,
        result.ok
          ? { state: "sent", progress: 1, token: result.token, message: "Uploaded." }
          : { state: "failed", message: uploadFailure(result), errors: result.fieldErrors ?? {} },
      );
    }
    setBusy(false);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add(e.dataTransfer.files);
  };

  const count = countBatch(files);
  return (
    <div className="space-y-5">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
        className={`flex flex-col items-center justify-center rounded-lg border-2 border-dashed p-8 text-center ${dragging ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-white"}`}
      >
        <p className="font-medium text-slate-800">Drop declarations pages here</p>
        <p className="mt-1 text-sm text-slate-500">
          PDF, JPG, JPEG or PNG, up to 25 MB each — clean PDFs, scans or phone photos.
        </p>
        <Button type="button" variant="secondary" className="mt-3" onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <label htmlFor="document-files" className="sr-only">
          Choose documents
        </label>
        <input
          id="document-files"
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_EXTENSIONS.join(",")}
          className="sr-only"
          onChange={(e) => add(e.target.files)}
        />
      </div>
      {errors.files ? <Alert>{errors.files}</Alert> : null}
      {files.length ? (
        <ul className="space-y-2" aria-label="Documents to verify">
          {files.map((f, i) => (
            <FileRow
              key={f.key}
              item={f}
              options={options}
              copyFrom={i > 0 && files[0].state !== "invalid" ? files[0] : null}
              onChange={(p) => patch(f.key, p)}
              onRemove={() => setFiles((fs) => fs.filter((x) => x.key !== f.key))}
              onRead={(outcome) => markRead(f.key, outcome)}
            />
          ))}
        </ul>
      ) : null}
      <div className="rounded-md border border-amber-200 bg-amber-50 p-3">
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            aria-invalid={!!errors.consent || undefined}
          />
          <span>{CONSENT_WORDING}</span>
        </label>
        {errors.consent ? (
          <p role="alert" className="mt-1 text-xs font-medium text-red-600">
            {errors.consent}
          </p>
        ) : null}
      </div>
      {count ? <BatchProgress count={count} /> : null}
      <Button type="button" onClick={submit} disabled={busy}>
        {busy ? "Uploading…" : "Upload and verify"}
      </Button>
    </div>
  );
}

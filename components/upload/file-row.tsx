"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import type { VerifyOptions } from "@/lib/actions/verify-options";
import { FollowStatus } from "./follow-status";
import { LoanInputs, loanLine, type DocumentLoan, type LoanErrors } from "./loan-inputs";

export interface QueuedFile {
  key: string;
  file: File;
  policyType: "auto" | "home" | "condo";
  /** The requirement template; follows the type's default until picked by hand. */
  templateId: string;
  templatePicked?: boolean;
  source: "user" | "carrier";
  loan: DocumentLoan;
  errors: LoanErrors;
  state: "ready" | "invalid" | "uploading" | "sent" | "failed";
  progress: number;
  message?: string;
  token?: string;
  /** Sent files: how the service's reading ended; absent while it reads. */
  outcome?: "read" | "unreadable";
}

const TYPE_WORDS: Record<QueuedFile["policyType"], string> = { auto: "Auto", home: "Home", condo: "Condo" };

/** A choice of one file, under a label a person can read; a screen reader also hears the file's name. */
function Choice({
  id,
  label,
  fileName,
  children,
}: {
  id: string;
  label: string;
  fileName: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        <span>{label}</span>
        <span className="sr-only"> for {fileName}</span>
      </label>
      {children}
    </div>
  );
}

export function FileRow({
  item,
  options,
  copyFrom,
  onChange,
  onRemove,
  onRead,
}: {
  item: QueuedFile;
  options: VerifyOptions;
  /** The first file, when this is another one: its loan can be copied here. */
  copyFrom: QueuedFile | null;
  onChange: (patch: Partial<QueuedFile>) => void;
  onRemove: () => void;
  onRead: (outcome: "read" | "unreadable") => void;
}) {
  const locked = item.state === "uploading" || item.state === "sent";
  const name = item.file.name;
  return (
    <li className="space-y-3 rounded-md border border-slate-200 p-3" aria-label={name}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="min-w-0 flex-1 truncate font-medium">{name}</span>
        <span className="text-xs text-slate-500">{(item.file.size / 1024).toFixed(0)} KB</span>
        {!locked ? (
          <button
            type="button"
            onClick={onRemove}
            className="rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
            aria-label={`Remove ${name}`}
          >
            Remove
          </button>
        ) : null}
      </div>
      {locked ? (
        <p className="text-sm text-slate-700" data-testid={`sent-${name}`}>
          {[
            TYPE_WORDS[item.policyType],
            options.templates.find((t) => t.id === item.templateId)?.displayName ?? "the default template",
            item.source === "user" ? "from the borrower" : "from the carrier",
          ].join(" · ")}
          <br />
          <span className="font-medium">Loan:</span> {loanLine(item.loan)}
        </p>
      ) : item.state === "invalid" ? null : (
        <div className="grid gap-3 sm:grid-cols-3">
          <Choice id={`${item.key}-type`} label="Policy type" fileName={name}>
            <Select
              id={`${item.key}-type`}
              disabled={locked}
              value={item.policyType}
              onChange={(e) => {
                const policyType = e.target.value as QueuedFile["policyType"];
                onChange({
                  policyType,
                  ...(item.templatePicked ? {} : { templateId: options.defaults[policyType] ?? "" }),
                });
              }}
            >
              <option value="auto">Auto</option>
              <option value="home">Home</option>
              <option value="condo">Condo</option>
            </Select>
          </Choice>
          <Choice id={`${item.key}-template`} label="Requirement template" fileName={name}>
            <Select
              id={`${item.key}-template`}
              disabled={locked}
              value={item.templateId}
              onChange={(e) => onChange({ templateId: e.target.value, templatePicked: true })}
            >
              <option value="">Choose a template…</option>
              {options.templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.displayName}
                </option>
              ))}
            </Select>
          </Choice>
          <Choice id={`${item.key}-source`} label="Source" fileName={name}>
            <Select
              id={`${item.key}-source`}
              disabled={locked}
              value={item.source}
              onChange={(e) => onChange({ source: e.target.value as QueuedFile["source"] })}
            >
              <option value="user">From borrower</option>
              <option value="carrier">From carrier</option>
            </Select>
          </Choice>
        </div>
      )}
      {locked || item.state === "invalid" ? null : (
        <LoanInputs
          idPrefix={item.key}
          fileName={name}
          loan={item.loan}
          policyType={item.policyType}
          errors={item.errors}
          // A field's error goes once it is edited; the others stay until the next try.
          onChange={(p) =>
            onChange({
              loan: { ...item.loan, ...p },
              errors: Object.fromEntries(Object.entries(item.errors).filter(([k]) => !(k in p))),
            })
          }
          copy={
            copyFrom ? (
              <Button
                type="button"
                variant="secondary"
                className="max-w-full px-3 py-1"
                onClick={() => onChange({ loan: { ...copyFrom.loan }, errors: {} })}
              >
                <span className="truncate">Copy the loan from {copyFrom.file.name}</span>
              </Button>
            ) : null
          }
        />
      )}
      {item.state === "uploading" ? (
        <div
          role="progressbar"
          aria-label={`Uploading ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(item.progress * 100)}
          className="h-2 rounded bg-slate-200"
        >
          <div
            className="h-2 rounded bg-brand-500 transition-all"
            style={{ width: `${Math.round(item.progress * 100)}%` }}
          />
        </div>
      ) : null}
      {item.message ? (
        <p
          role={item.state === "failed" || item.state === "invalid" ? "alert" : "status"}
          className={`text-xs ${item.state === "sent" ? "text-green-700" : "text-red-600"}`}
        >
          {item.message}
        </p>
      ) : null}
      {item.token ? (
        <div className="flex flex-wrap items-center gap-3">
          <FollowStatus token={item.token} name={name} onRead={onRead} />
          <Link href={`/sessions/${item.token}`} className="text-sm font-medium text-brand-700 hover:underline">
            Open the verification for {name}
          </Link>
        </div>
      ) : null}
    </li>
  );
}

"use client";

import Link from "next/link";
import { Select } from "@/components/ui/field";
import type { VerifyOptions } from "@/lib/actions/verify-options";
import { FollowStatus } from "./follow-status";

export interface QueuedFile {
  key: string;
  file: File;
  policyType: "auto" | "home" | "condo";
  /** The requirement template; follows the type's default until picked by hand. */
  templateId: string;
  templatePicked?: boolean;
  source: "user" | "carrier";
  state: "ready" | "invalid" | "uploading" | "sent" | "failed";
  progress: number;
  message?: string;
  token?: string;
}

export function FileRow({
  item,
  options,
  onChange,
  onRemove,
}: {
  item: QueuedFile;
  options: VerifyOptions;
  onChange: (patch: Partial<QueuedFile>) => void;
  onRemove: () => void;
}) {
  const locked = item.state === "uploading" || item.state === "sent";
  return (
    <li className="rounded-md border border-slate-200 p-3" aria-label={item.file.name}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="min-w-0 flex-1 truncate font-medium">{item.file.name}</span>
        <span className="text-xs text-slate-500">{(item.file.size / 1024).toFixed(0)} KB</span>
        <label className="sr-only" htmlFor={`${item.key}-type`}>
          Policy type for {item.file.name}
        </label>
        <Select
          id={`${item.key}-type`}
          className="w-28"
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
        <label className="sr-only" htmlFor={`${item.key}-template`}>
          Requirement template for {item.file.name}
        </label>
        <Select
          id={`${item.key}-template`}
          className="w-56"
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
        <label className="sr-only" htmlFor={`${item.key}-source`}>
          Who sent {item.file.name}
        </label>
        <Select
          id={`${item.key}-source`}
          className="w-36"
          disabled={locked}
          value={item.source}
          onChange={(e) => onChange({ source: e.target.value as QueuedFile["source"] })}
        >
          <option value="user">From borrower</option>
          <option value="carrier">From carrier</option>
        </Select>
        {!locked ? (
          <button
            type="button"
            onClick={onRemove}
            className="rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
            aria-label={`Remove ${item.file.name}`}
          >
            Remove
          </button>
        ) : null}
      </div>
      {item.state === "uploading" ? (
        <div className="mt-2">
          <div
            role="progressbar"
            aria-label={`Uploading ${item.file.name}`}
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
        </div>
      ) : null}
      {item.message ? (
        <p
          role={item.state === "failed" || item.state === "invalid" ? "alert" : "status"}
          className={`mt-1 text-xs ${item.state === "sent" ? "text-green-700" : "text-red-600"}`}
        >
          {item.message}
        </p>
      ) : null}
      {item.token ? (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <FollowStatus token={item.token} name={item.file.name} />
          <Link href={`/sessions/${item.token}`} className="text-sm font-medium text-brand-700 hover:underline">
            Open the verification for {item.file.name}
          </Link>
        </div>
      ) : null}
    </li>
  );
}

"use client";
import { type CarrierChoice } from "@/lib/schemas/hosted-ignition";

import { useId, useMemo, useState } from "react";
import { inputClass, Notice, SecondaryButton } from "./ui";

const SHOWN = 8;

/** Search by name (or NAIC code, as on the staff picker); each match is a button, so keyboards and readers just work. */
export function CarrierStep({
  carriers,
  notice,
  onConnect,
  onUpload,
}: {
  carriers: CarrierChoice[];
  notice: string | null;
  onConnect: (c: CarrierChoice) => void;
  onUpload: () => void;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    const found = q
      ? carriers.filter(
          (c) => c.name.toLowerCase().includes(q) || c.shortName.toLowerCase().includes(q) || c.naicCode.startsWith(q),
        )
      : carriers.filter((c) => c.connectable);
    // One entry per brand name: sibling companies read the same to a borrower.
    const seen = new Set<string>();
    return found.filter((c) => !seen.has(c.shortName) && seen.add(c.shortName)).slice(0, SHOWN);
  }, [carriers, query]);

  return (
    <div className="space-y-4">
      {notice ? <Notice>{notice}</Notice> : null}
      <div className="space-y-1">
        <label htmlFor={id} className="block font-medium">
          Search for your insurance company
        </label>
        <input
          id={id}
          type="search"
          className={inputClass}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          aria-describedby={`${id}-count`}
        />
        <p id={`${id}-count`} className="text-sm text-slate-600" aria-live="polite">
          {query.trim() ? `${matches.length} ${matches.length === 1 ? "match" : "matches"}` : "Popular companies"}
        </p>
      </div>
      <ul className="space-y-2" aria-label="Insurance companies">
        {matches.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => (c.connectable ? onConnect(c) : onUpload())}
              className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md border border-slate-300 bg-white px-4 py-3 text-left hover:border-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="font-medium">{c.shortName}</span>
              <span className="shrink-0 text-sm text-slate-600">{c.connectable ? "Sign in" : "Upload instead"}</span>
            </button>
          </li>
        ))}
      </ul>
      {query.trim() && matches.length === 0 ? (
        <p>No company matches “{query}”. You can upload a document instead.</p>
      ) : null}
      <SecondaryButton type="button" onClick={onUpload}>
        Upload a document instead
      </SecondaryButton>
    </div>
  );
}

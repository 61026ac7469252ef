"use client";

import type { Term } from "@/lib/schemas/validation";
import { SEGMENT_FOCUS } from "@/components/ui/segment";
import { NO_RENEWAL } from "@/lib/actions/validation/messages";

const OPTIONS: { value: Term; label: string }[] = [
  { value: "current", label: "Current term" },
  { value: "renewal", label: "Renewal" },
];

/**
 * Current/renewal as native radios (arrow keys, screen readers); the renewal radio is disabled
 * rather than hidden when the policy has none, with the reason said in words next to it.
 */
export function TermSwitch({
  value,
  onChange,
  hasRenewal,
  disabled,
}: {
  value: Term;
  onChange: (t: Term) => void;
  hasRenewal: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-1">
      <fieldset className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 text-sm" disabled={disabled}>
        <legend className="sr-only">Policy term</legend>
        {OPTIONS.map((o) => {
          const off = o.value === "renewal" && !hasRenewal;
          return (
            <label
              key={o.value}
              className={`rounded px-3 py-1 ${SEGMENT_FOCUS} ${
                value === o.value
                  ? "bg-brand-600 text-white"
                  : off
                    ? "cursor-not-allowed text-slate-400"
                    : "cursor-pointer text-slate-700"
              }`}
            >
              <input
                type="radio"
                className="sr-only"
                name="validation-term"
                value={o.value}
                checked={value === o.value}
                disabled={off}
                aria-describedby={off ? "no-renewal-note" : undefined}
                onChange={() => onChange(o.value)}
              />
              {o.label}
            </label>
          );
        })}
      </fieldset>
      {!hasRenewal ? (
        <p id="no-renewal-note" className="text-xs text-slate-600">
          {NO_RENEWAL}
        </p>
      ) : null}
    </div>
  );
}

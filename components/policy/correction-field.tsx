"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { errorAt } from "@/components/lookup/form-bits";
import { FieldError } from "@/components/ui/field";
import { LOW_CONFIDENCE, type PolicyCorrectionForm } from "@/lib/schemas/policy-correction-form";
import { useCorrectionContext } from "./correction-context";

export interface CorrectionFieldProps {
  /** The field on the policy, as the service names it ("coverages[2].deductible"). */
  path: string;
  /** The form field ("coverages.2.deductible"). */
  name: string;
  label: string;
  /** Said to screen readers before the label, where the label alone repeats within a group ("COLL"). */
  context?: string;
  kind?: "text" | "date" | "money" | "year" | "vin";
  /** A select: plain values, or values with the words shown for them. */
  options?: readonly (string | { value: string; label: string })[];
  className?: string;
}

/** Past this a value read from the page is more than the input shows: say so, and that it is kept whole. */
const LONG_VALUE = 80;

const inputClass =
  "block w-full rounded-md border bg-white px-2 py-1.5 text-sm shadow-sm read-only:bg-slate-50 read-only:text-slate-700 aria-[invalid=true]:border-red-500";

const idOf = (path: string) => `fix-${path.replace(/[^\w]+/g, "-")}`;

/**
 * One extracted value: editable for reviewers, marked in words when the reader was unsure of it,
 * with the value first read beside a corrected one, and its place on the page shown on hover or focus.
 */
export function CorrectionField({
  path,
  name,
  label,
  context,
  kind = "text",
  options,
  className = "",
}: CorrectionFieldProps) {
  const form = useFormContext<PolicyCorrectionForm>();
  const { register, formState } = form;
  const watched: unknown = useWatch({ control: form.control, name: name as keyof PolicyCorrectionForm });
  const ctx = useCorrectionContext();
  const id = idOf(path);
  const error = errorAt(formState.errors, name);
  const confidence = ctx.confidence(path);
  const low = confidence !== undefined && confidence < LOW_CONFIDENCE;
  const original = ctx.originalOf(path);
  const place = ctx.placeOf(path);
  const value = !options && typeof watched === "string" ? watched : "";
  const long = value.length > LONG_VALUE;
  const notes = [
    low ? `${id}-low` : null,
    long ? `${id}-long` : null,
    original !== null ? `${id}-original` : null,
    place ? `${id}-place` : null,
    error ? `${id}-error` : null,
  ].filter(Boolean);
  const control = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": notes.length ? notes.join(" ") : undefined,
    className: `${inputClass} ${low ? "border-amber-500 ring-1 ring-amber-400" : "border-slate-300"}`,
    ...register(name as keyof PolicyCorrectionForm),
  };
  const activate = () => ctx.setActive(path);
  const deactivate = () => ctx.setActive((current) => (current === path ? null : current));
  return (
    <div
      className={`rounded-md p-1.5 ${low ? "border-l-4 border-amber-500 bg-amber-50" : ""} ${ctx.active === path ? "outline-2 outline-brand-500" : ""} ${className}`}
      data-field={path}
      data-low-confidence={low || undefined}
      onMouseEnter={activate}
      onMouseLeave={deactivate}
      onFocus={activate}
      onBlur={deactivate}
    >
      <div className="flex items-baseline gap-1">
        <label htmlFor={id} className="text-xs font-medium text-slate-700">
          {context ? <span className="sr-only">{context} </span> : null}
          {label}
        </label>
        {place ? (
          <span
            className="ml-auto whitespace-nowrap text-[11px] text-brand-700"
            id={`${id}-place`}
            title="Hover or focus to see the place on the page"
          >
            <span aria-hidden>◎ p.{place.page + 1}</span>
            <span className="sr-only">read on page {place.page + 1}</span>
          </span>
        ) : null}
      </div>
      {options ? (
        <select {...control} disabled={!ctx.canEdit}>
          {options.map((o) => {
            const { value: v, label: l } = typeof o === "string" ? { value: o, label: o } : o;
            return (
              <option key={v} value={v}>
                {l}
              </option>
            );
          })}
        </select>
      ) : (
        <input
          {...control}
          type={kind === "date" ? "date" : "text"}
          inputMode={kind === "money" || kind === "year" ? "decimal" : undefined}
          autoComplete="off"
          spellCheck={false}
          readOnly={!ctx.canEdit}
        />
      )}
      {long ? (
        <p id={`${id}-long`} className="mt-0.5 text-xs text-slate-600" data-testid="long-value" title={value}>
          Long value ({value.length} characters): kept whole, the field shows its start.
        </p>
      ) : null}
      {low ? (
        <p id={`${id}-low`} className="mt-0.5 flex items-center gap-1 text-xs font-medium text-amber-900">
          <span aria-hidden>⚠</span> Low confidence — please check
          <span className="font-normal text-amber-800">({Math.round(confidence * 100)}%)</span>
        </p>
      ) : null}
      {original !== null ? (
        <p id={`${id}-original`} className="mt-0.5 text-xs text-slate-600" data-testid="original-value">
          Corrected · read as <span className="font-mono line-through decoration-slate-400">{original}</span>
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

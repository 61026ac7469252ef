"use client";

import type { FieldErrors } from "react-hook-form";
import { SEGMENT_FOCUS } from "@/components/ui/segment";

/** The message at a dotted path of react-hook-form's nested errors. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}

/** A two-way segmented switch built from radio buttons, so arrow keys and screen readers work. */
export function ModeSwitch<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: T;
  onChange: (v: T) => void;
  options: { value: T; label: string }[];
}) {
  return (
    <span
      role="radiogroup"
      aria-label={label}
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 text-xs font-normal"
    >
      {options.map((o) => (
        <label
          key={o.value}
          className={`cursor-pointer rounded px-2 py-1 ${SEGMENT_FOCUS} ${value === o.value ? "bg-brand-600 text-white" : "text-slate-700"}`}
        >
          <input
            type="radio"
            className="sr-only"
            name={label}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </span>
  );
}

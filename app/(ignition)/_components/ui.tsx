import type { ButtonHTMLAttributes, ReactNode } from "react";

// The hosted page's few primitives: large touch targets (44 px), visible focus, AA contrast on white.

const focus =
  "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export function PrimaryButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      {...props}
      className={`min-h-11 w-full rounded-md bg-brand-700 px-4 py-3 text-base font-semibold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${focus} ${props.className ?? ""}`}
    />
  );
}

export function SecondaryButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      {...props}
      className={`min-h-11 w-full rounded-md border border-slate-400 bg-white px-4 py-3 text-base font-medium text-slate-900 hover:bg-slate-50 disabled:opacity-60 ${focus} ${props.className ?? ""}`}
    />
  );
}

export function Notice({ tone = "error", children }: { tone?: "error" | "info"; children: ReactNode }) {
  const style =
    tone === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-brand-100 bg-brand-50 text-slate-900";
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md border p-3 text-sm leading-relaxed ${style}`}
    >
      {children}
    </div>
  );
}

export const inputClass = `block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base ${focus}`;

import type { ReactNode } from "react";

/** One titled part of the correction form. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <fieldset className="space-y-1 border-t border-slate-200 pt-2">
      <legend className="pr-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</legend>
      {children}
      {actions ? <div className="flex flex-wrap gap-2 pt-1">{actions}</div> : null}
    </fieldset>
  );
}

/** A small button to add or remove a list item; only reviewers see it. */
export function ListButton({
  children,
  onClick,
  label,
  tone = "add",
}: {
  children: ReactNode;
  onClick: () => void;
  label?: string;
  tone?: "add" | "remove";
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`rounded-md border px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
        tone === "remove"
          ? "border-red-200 bg-white text-red-700 hover:bg-red-50"
          : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
      }`}
    >
      {children}
    </button>
  );
}

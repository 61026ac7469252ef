import type { ReactNode } from "react";

const LOOK = {
  /** A bordered panel of its own, for page-level lists. */
  panel: {
    wrap: "overflow-x-auto rounded-lg border border-slate-200 bg-white",
    table: "min-w-full divide-y divide-slate-200 text-sm",
    head: "bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600",
    th: "px-4 py-2",
  },
  /** Inside a card, which already draws the frame. */
  plain: {
    wrap: "overflow-x-auto",
    table: "min-w-full text-sm",
    head: "text-left text-xs uppercase tracking-wide text-slate-500",
    th: "py-1 pr-4 last:pr-0",
  },
} as const;

/** A table with a caption for screen readers, column headers, and a body of the caller's rows. */
export function DataTable({
  caption,
  columns,
  look = "panel",
  children,
}: {
  caption: string;
  columns: string[];
  look?: keyof typeof LOOK;
  children: ReactNode;
}) {
  const l = LOOK[look];
  return (
    // A table wider than its box scrolls sideways: the box takes focus so a keyboard can scroll it.
    <div
      className={`${l.wrap} focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500`}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className={l.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={l.head}>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={l.th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

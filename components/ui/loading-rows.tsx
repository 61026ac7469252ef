/** Placeholder rows while a list page streams in, announced to screen readers as `label`. */
export function LoadingRows({ label, rows }: { label: string; rows: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-10 animate-pulse rounded bg-slate-200" />
      ))}
    </div>
  );
}

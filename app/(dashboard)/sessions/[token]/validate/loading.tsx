export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-[22rem_1fr]">
      <span className="sr-only">Loading the validation page…</span>
      <div className="h-72 animate-pulse rounded-lg bg-slate-200" />
      <div className="h-72 animate-pulse rounded-lg bg-slate-200" />
    </div>
  );
}

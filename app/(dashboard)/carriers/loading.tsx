export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="space-y-2">
      <span className="sr-only">Loading carriers…</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-10 animate-pulse rounded bg-slate-200" />
      ))}
    </div>
  );
}

import type { Policy } from "@/lib/schemas/policy";

const LOW = 0.8;

/** Fields the parser read with low confidence, for a person to check against the document. */
export function ReviewFields({ policy }: { policy: Policy }) {
  const fields = Object.entries(policy.review?.fields ?? {}).sort((a, b) => a[1] - b[1]);
  if (!fields.length) return null;
  const low = fields.filter(([, c]) => c < LOW);
  return (
    <div
      className={`rounded-md border p-3 text-sm ${policy.review?.required ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}
    >
      <p className="font-medium">
        {policy.review?.required ? "Check these fields against the document" : "Read from the document"}
        {low.length ? ` — ${low.length} with low confidence` : ""}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {fields.map(([name, c]) => (
          <li
            key={name}
            data-low-confidence={c < LOW || undefined}
            className={`rounded px-2 py-0.5 text-xs ${c < LOW ? "bg-amber-200 font-medium text-amber-900" : "bg-slate-100 text-slate-700"}`}
          >
            {name} {Math.round(c * 100)}%
          </li>
        ))}
      </ul>
    </div>
  );
}

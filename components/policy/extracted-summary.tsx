import { formatDate, formatMoney } from "@/components/sessions/format";
import type { Policy } from "@/lib/schemas/policy";

const LOW = 0.8;

/** The key fields read from a document, each marked when the parser was unsure of it. */
export function ExtractedSummary({ policy }: { policy: Policy }) {
  const confidence = policy.review?.fields ?? {};
  const primary = policy.insureds[0];
  const rows: [string, string, string][] = [
    ["Carrier", policy.carrier.name, "carrier.name"],
    ["Policy number", policy.policyNumber ?? "—", "policyNumber"],
    ["Term", `${formatDate(policy.effectiveDate)} – ${formatDate(policy.expirationDate)}`, "effectiveDate"],
    ["Named insured", primary ? [primary.firstName, primary.lastName].filter(Boolean).join(" ") : "—", "insureds"],
    ["Premium", formatMoney(policy.premium), "premium"],
    [
      "Address",
      policy.address
        ? `${policy.address.addressLine1}, ${policy.address.city}, ${policy.address.state} ${policy.address.postalCode}`
        : "—",
      "address",
    ],
  ];
  return (
    <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white text-sm">
      {rows.map(([label, value, field]) => {
        const low = (confidence[field] ?? 1) < LOW;
        return (
          <div
            key={label}
            className={`grid grid-cols-[8rem_1fr] gap-2 px-3 py-2 ${low ? "bg-amber-50" : ""}`}
            data-low-confidence={low || undefined}
          >
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium">
              {value}
              {low ? <span className="ml-2 rounded bg-amber-200 px-1.5 text-xs text-amber-900">check</span> : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

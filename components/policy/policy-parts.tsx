import { DataTable } from "@/components/ui/table";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatMoney } from "@/components/sessions/format";
import type { Coverage, Policy, Property, ThirdParty } from "@/lib/schemas/policy";
import { COVERAGE_NAMES } from "@/lib/shared/coverage-names";
import { interestStanding, type InterestStanding } from "./interest-standing";

export { COVERAGE_NAMES };

export function propertyLabel(p: Property | undefined): string {
  if (!p) return "Policy";
  if (p.type === "vehicle")
    return [p.data.year, p.data.make, p.data.model].filter(Boolean).join(" ") || p.data.vin || "Vehicle";
  const a = p.data.address;
  return a ? `${a.addressLine1}, ${a.city}` : "Dwelling";
}

function limits(c: Coverage): string {
  if (c.limitPerPerson !== null && c.limitPerAccident !== null)
    return `${formatMoney(c.limitPerPerson)} / ${formatMoney(c.limitPerAccident)}`;
  return formatMoney(c.limitPerAccident ?? c.limitPerPerson);
}

export function CoverageTable({ policy }: { policy: Policy }) {
  const byId = new Map(policy.properties.map((p) => [p.id, p]));
  if (policy.coverages.length === 0) return <p className="text-sm text-slate-500">No coverages on this term.</p>;
  return (
    <DataTable caption="Coverages" columns={["Coverage", "Limit", "Deductible", "Applies to"]} look="plain">
      {policy.coverages.map((c, i) => (
        <tr key={`${c.code}-${i}`}>
          <th scope="row" className="py-1.5 pr-4 text-left font-medium">
            {COVERAGE_NAMES[c.code] ?? c.code} <span className="font-mono text-xs text-slate-500">{c.code}</span>
          </th>
          <td className="py-1.5 pr-4">{limits(c)}</td>
          <td className="py-1.5 pr-4">{formatMoney(c.deductible)}</td>
          <td className="py-1.5 text-slate-600">{propertyLabel(c.property ? byId.get(c.property) : undefined)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

const STANDING_LOOK: Record<InterestStanding, { box: string; tone: BadgeTone; note: string | null }> = {
  lender: { box: "border-green-300 bg-green-50", tone: "green", note: "Your lender" },
  "other-lender": { box: "border-amber-300 bg-amber-50", tone: "amber", note: "Not your lender" },
  other: { box: "border-slate-200", tone: "gray", note: null },
};

/** The policy's interests; `lenderName` is the loan's lender, the only one shown as good news. */
export function ThirdPartyList({ parties, lenderName }: { parties: ThirdParty[]; lenderName?: string | null }) {
  if (parties.length === 0)
    return <p className="text-sm text-slate-500">No lienholder, lessor or mortgagee is listed.</p>;
  return (
    <ul className="space-y-2">
      {parties.map((t, i) => {
        const standing = interestStanding(t, lenderName);
        const look = STANDING_LOOK[standing];
        return (
          <li
            key={i}
            data-testid="third-party"
            data-standing={standing}
            className={`rounded-md border p-3 text-sm ${look.box}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{t.name}</span>
              <Badge tone={look.tone}>{t.type}</Badge>
              {look.note ? <span className="text-xs text-slate-700">{look.note}</span> : null}
            </div>
            {t.loanNumber ? <p className="text-xs text-slate-600">Loan number {t.loanNumber}</p> : null}
            {t.address ? (
              <p className="text-xs text-slate-600">
                {t.address.addressLine1}, {t.address.city}, {t.address.state} {t.address.postalCode}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDate, formatMoney } from "@/components/sessions/format";
import { ModeSwitch } from "@/components/lookup/form-bits";
import type { Policy } from "@/lib/schemas/policy";
import { CoverageTable, propertyLabel, ThirdPartyList } from "./policy-parts";

/** A term that starts after today has not lapsed: it is not in force yet. */
const startsLater = (policy: Policy) =>
  policy.effectiveDate !== null && policy.effectiveDate.slice(0, 10) > new Date().toISOString().slice(0, 10);

/** One policy with a current/renewal switch when the carrier has issued or offered a renewal. */
export function PolicyView({
  current,
  renewal,
  lenderName = null,
}: {
  current: Policy;
  renewal: Policy | null;
  /** The loan's lender, so only its lienholder box shows green. */
  lenderName?: string | null;
}) {
  const [term, setTerm] = useState<"current" | "renewal">("current");
  const policy = term === "renewal" && renewal ? renewal : current;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">
            {policy.carrier.name} · <span className="font-mono">{policy.policyNumber ?? "—"}</span>
          </h2>
          <p className="text-sm text-slate-600">
            {policy.type} · {formatDate(policy.effectiveDate)} – {formatDate(policy.expirationDate)} · premium{" "}
            {formatMoney(policy.premium)}{" "}
            {policy.isActive === true ? (
              <Badge tone="green">Active</Badge>
            ) : startsLater(policy) ? (
              <Badge tone="amber">Not yet in force</Badge>
            ) : policy.isActive === false ? (
              <Badge tone="red">Not active</Badge>
            ) : (
              <Badge>Status unknown</Badge>
            )}
          </p>
        </div>
        {renewal ? (
          <ModeSwitch
            label="Policy term"
            value={term}
            onChange={setTerm}
            options={[
              { value: "current", label: "Current term" },
              { value: "renewal", label: "Renewal" },
            ]}
          />
        ) : (
          <span className="text-xs text-slate-500">No renewal term</span>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card title="Insureds">
          <ul className="text-sm">
            {policy.insureds.map((p, i) => (
              <li key={i}>
                {[p.firstName, p.lastName].filter(Boolean).join(" ")}{" "}
                <span className="text-xs text-slate-500">{p.type}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={policy.type === "auto" ? "Vehicles" : "Dwelling"}>
          <ul className="space-y-1 text-sm">
            {policy.properties.map((p) => (
              <li key={p.id}>
                {propertyLabel(p)}
                {p.type === "vehicle" && p.data.vin ? (
                  <span className="ml-2 font-mono text-xs text-slate-500">{p.data.vin}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <Card title={`Coverages — ${term === "renewal" && renewal ? "renewal" : "current"} term`}>
        <CoverageTable policy={policy} />
      </Card>
      <Card title="Lienholders and other interests">
        <ThirdPartyList parties={policy.thirdParties} lenderName={lenderName} />
      </Card>
    </div>
  );
}

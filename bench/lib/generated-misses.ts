import type { PolicyDraft } from "@/lib/schemas/policy";
import type { CorpusTruth } from "@/tests/support/declarations";
import type { TruthCoverage } from "@/tests/support/declarations/policy";

// Shows, for a missed field, what the page said and what the parser answered: the scorer names
// the field, this prints the values so the lead can see the pattern without opening PDFs.

type Address =
  | {
      addressLine1?: string | null;
      addressLine2?: string | null;
      city?: string | null;
      state?: string | null;
      postalCode?: string | null;
    }
  | null
  | undefined;

const addr = (a: Address) =>
  a ? [a.addressLine1, a.addressLine2, a.city, a.state, a.postalCode].filter(Boolean).join(", ") : "null";
const names = (xs: { firstName: string | null; lastName: string | null }[] | undefined) =>
  (xs ?? []).map((i) => `${i.firstName ?? ""} ${i.lastName ?? ""}`.trim()).join("; ") || "none";
const limits = (c: { limitPerPerson: number | null; limitPerAccident: number | null; deductible: number | null }) =>
  `${c.limitPerPerson ?? "-"}/${c.limitPerAccident ?? "-"} ded ${c.deductible ?? "-"}`;

function vinOf(draft: PolicyDraft, property: string | null | undefined): string | null {
  const p = draft.properties.find((x) => x.id === property);
  return p && p.type === "vehicle" ? p.data.vin : null;
}

/** "truth → predicted" for a scorer field of one document. */
export function explainMiss(field: string, truth: CorpusTruth, draft: PolicyDraft | null): string {
  const t = truth.policy;
  const d = draft;
  switch (field) {
    case "policyNumber":
    case "effectiveDate":
    case "expirationDate":
    case "premium":
    case "type":
      return `${t[field]} → ${d ? d[field] : "rejected"}`;
    case "carrier.name":
      return `${t.carrier.name} → ${d?.carrier.name || "null"}`;
    case "carrier.naicCode":
      return `${t.carrier.naicCode} → ${d?.carrier.naicCode ?? "null"}`;
    case "insured.name":
      return `${names(t.insureds)} → ${names(d?.insureds)}`;
    case "address":
      return `${addr(t.address)} → ${addr(d?.address)}`;
    case "dwelling.address": {
      const want = t.properties.find((p) => p.type === "dwelling");
      const got = d?.properties.find((p) => p.type === "dwelling");
      return `${want?.type === "dwelling" ? addr(want.data.address) : "?"} → ${got?.type === "dwelling" ? addr(got.data.address) : "none"}`;
    }
  }
  if (field.startsWith("vehicle.")) {
    const want = t.properties.flatMap((p) =>
      p.type === "vehicle" ? [`${p.data.year} ${p.data.make} ${p.data.model} ${p.data.vin}`] : [],
    );
    const got = (d?.properties ?? []).flatMap((p) =>
      p.type === "vehicle" ? [`${p.data.year} ${p.data.make} ${p.data.model} ${p.data.vin}`] : [],
    );
    return `[${want.join("; ")}] → [${got.join("; ")}]`;
  }
  if (field.startsWith("coverage.")) {
    // Only the truth coverages this field scores: deductibles, single limits or split limits.
    const scores = (c: TruthCoverage) =>
      field === "coverage.deductible"
        ? c.deductible !== null
        : field === "coverage.limit"
          ? (c.limitPerPerson === null) !== (c.limitPerAccident === null)
          : c.limitPerPerson !== null && c.limitPerAccident !== null;
    const value = (c: { limitPerPerson: number | null; limitPerAccident: number | null; deductible: number | null }) =>
      field === "coverage.deductible"
        ? c.deductible
        : field === "coverage.limit"
          ? (c.limitPerAccident ?? c.limitPerPerson)
          : field === "coverage.limitPerPerson"
            ? c.limitPerPerson
            : c.limitPerAccident;
    const got = (code: string) =>
      (d?.coverages ?? [])
        .filter((p) => p.code === code)
        .map((p) => `${limits(p)}${vinOf(d!, p.property) ? ` @${vinOf(d!, p.property)!.slice(-6)}` : ""}`);
    return t.coverages
      .filter(scores)
      .filter((c) => {
        const cands = (d?.coverages ?? []).filter(
          (p) => p.code === c.code && (!c.vin || vinOf(d!, p.property) === c.vin || t.properties.length === 1),
        );
        return !cands.some((p) => value(p) === value(c));
      })
      .slice(0, 3)
      .map(
        (c) => `${c.code}${c.vin ? ` @${c.vin.slice(-6)}` : ""} ${limits(c)} → ${got(c.code).join(" | ") || "missing"}`,
      )
      .join("; ");
  }
  if (field.startsWith("thirdParty.")) {
    const want = t.thirdParties.map((p) => `${p.type} ${p.name} #${p.loanNumber ?? "-"}`);
    const got = (d?.thirdParties ?? []).map((p) => `${p.type} ${p.name} #${p.loanNumber ?? "-"}`);
    return `[${want.join("; ")}] → [${got.join("; ")}]`;
  }
  return "";
}

import "server-only";
import type { Policy } from "@/lib/schemas/policy";
import type { FieldLocations } from "@/lib/schemas/policy-corrections";
import type { ServiceDeps } from "@/lib/service/deps";
import { buildDoc } from "@/lib/service/documents/parse";
import { kindOf, stableField } from "@/lib/service/documents/hints/fields";
import { locateValue } from "@/lib/service/documents/hints/place";
import type { DocumentRef } from "@/lib/service/jobs/outcome";
import { firstDocumentText } from "./repo";
import { readPolicy, type PolicyAccess } from "./record";

// Where each field of a policy read from a document is printed, so a reviewer sees the place on
// the page beside the value (and what a correction would teach).

/** The policy's fields a reader takes from the page, with their current values. */
function readableFields(p: Policy): { path: string; value: unknown }[] {
  const out: { path: string; value: unknown }[] = [
    { path: "carrier.name", value: p.carrier.name },
    { path: "policyNumber", value: p.policyNumber },
    { path: "effectiveDate", value: p.effectiveDate },
    { path: "expirationDate", value: p.expirationDate },
    { path: "premium", value: p.premium },
  ];
  for (const [k, v] of Object.entries(p.address ?? {})) out.push({ path: `address.${k}`, value: v });
  p.coverages.forEach((c, i) => {
    for (const k of ["limitPerPerson", "limitPerAccident", "deductible"] as const)
      out.push({ path: `coverages[${i}].${k}`, value: c[k] });
  });
  p.properties.forEach((x, i) => {
    if (x.type !== "vehicle") return;
    for (const k of ["vin", "year", "make", "model"] as const)
      out.push({ path: `properties[${i}].data.${k}`, value: x.data[k] });
  });
  p.insureds.forEach((x, i) => {
    out.push(
      { path: `insureds[${i}].firstName`, value: x.firstName },
      { path: `insureds[${i}].lastName`, value: x.lastName },
    );
  });
  p.thirdParties.forEach((x, i) => {
    out.push(
      { path: `thirdParties[${i}].name`, value: x.name },
      { path: `thirdParties[${i}].loanNumber`, value: x.loanNumber },
    );
  });
  return out;
}

export async function readLocations(deps: ServiceDeps, access: PolicyAccess): Promise<FieldLocations> {
  const { policy } = await readPolicy(deps.database.db, access);
  const text = await firstDocumentText(deps.database.db, access.clientId, policy.documents as DocumentRef[]);
  if (!text) return { documentId: null, pages: [], fields: [] };
  const doc = buildDoc(text.pages);
  const fields: FieldLocations["fields"] = [];
  for (const { path, value } of readableFields(policy)) {
    const field = stableField(path, policy);
    const kind = field ? kindOf(field) : null;
    const cell = kind ? locateValue(doc, kind, value) : null;
    if (!cell) continue;
    const page = doc.rows[cell.row].page;
    fields.push({ path, page, x: cell.x, y: cell.y, width: cell.x2 - cell.x, height: cell.h });
  }
  return { documentId: text.id, pages: text.pages.map((p) => ({ width: p.width, height: p.height })), fields };
}

import "server-only";
import type { SharedPolicy } from "@/lib/schemas/hosted-ignition";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { accounts, policies } from "@/lib/db/schema";
import type { Address, PolicyDraft, PolicyTerm } from "@/lib/schemas/policy";
import { lienholderListed } from "@/lib/service/connectors/lienholder";

const oneLine = (a: Address) =>
  [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.postalCode}`].filter(Boolean).join(", ");

function describeItems(term: Pick<PolicyTerm, "properties">, address: Address | null): string[] {
  const items = term.properties.map((p) => {
    if (p.type === "vehicle") {
      const name = [p.data.year, p.data.make, p.data.model].filter(Boolean).join(" ") || "Vehicle";
      return p.data.vin ? `${name}, VIN ending ${p.data.vin.slice(-4)}` : name;
    }
    return p.data.address ? oneLine(p.data.address) : "Property";
  });
  if (items.length === 0 && address) items.push(oneLine(address));
  return items;
}

export function summarizePolicy(draft: PolicyDraft, lienholderName: string): SharedPolicy {
  return {
    type: draft.type,
    carrier: draft.carrier.name,
    policyNumber: draft.policyNumber,
    isActive: draft.isActive,
    effectiveDate: draft.effectiveDate,
    expirationDate: draft.expirationDate,
    items: describeItems(draft, draft.address),
    lenderListed: lienholderListed(draft, lienholderName).listed,
    hasRenewal: !!draft.renewal,
  };
}

/** The policies of the session's latest account, as summaries (the upload path reads them back). */
export async function sharedForSession(db: Db, token: string, lienholderName: string): Promise<SharedPolicy[]> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.token, token))
    .orderBy(desc(accounts.createdAt))
    .limit(1);
  if (!account) return [];
  const rows = await db.select().from(policies).where(eq(policies.accountId, account.id));
  return rows.map((r) =>
    summarizePolicy({ ...(r.current as PolicyDraft), renewal: r.renewal as PolicyTerm | null }, lienholderName),
  );
}

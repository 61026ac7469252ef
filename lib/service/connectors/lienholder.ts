import type { PolicyDraft, ThirdParty } from "@/lib/schemas/policy";
import { organisationNamesMatch } from "@/lib/shared/organisation-names";

export interface LienholderCheck {
  /** False means the lookup ends with `lienholder-required`. */
  listed: boolean;
  /** The third party that names the client, when listed. */
  party: ThirdParty | null;
  /** For logs: why it was or was not listed. */
  reason: string;
}

/**
 * Whether the requesting client appears among the current term's financial interests. A carrier only lets a
 * lienholder read a policy it has an interest in, so a policy that does not name the client is not theirs to see.
 */
export function lienholderListed(draft: PolicyDraft, clientLienholderName: string): LienholderCheck {
  const parties = draft.thirdParties.filter((p) => p.name.trim() !== "");
  if (parties.length === 0)
    return { listed: false, party: null, reason: "the policy lists no lienholder, lessor, mortgagee or interest" };
  if (clientLienholderName.trim() === "")
    return { listed: false, party: null, reason: "the client has no lienholder name" };

  const reasons: string[] = [];
  for (const party of parties) {
    const result = organisationNamesMatch(party.name, clientLienholderName);
    if (result.match) return { listed: true, party, reason: `${party.type}: ${result.reason}` };
    reasons.push(`${party.type}: ${result.reason}`);
  }
  return { listed: false, party: null, reason: reasons.join(" ") };
}

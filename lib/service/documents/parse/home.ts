import type { Coverage, ThirdParty } from "@/lib/schemas/policy";
import { newId } from "@/lib/service/ids";
import type { AssetsRead } from "./auto";
import { findCoverages } from "./coverages";
import type { Doc } from "./doc";
import { findHomeDeductible } from "./home-deductible";
import { findInterests } from "./interests";
import type { PartiesFound } from "./parties";
import { unreadableMortgagee } from "./third-parties";

/** The dwelling of a home declarations page, its coverages with the all-perils deductible, and its mortgagees. */
export function readHome(doc: Doc, parties: PartiesFound, fields: Record<string, number>): AssetsRead {
  const id = newId("prp");
  const dwelling = parties.dwellingAddress ?? parties.address;
  fields["properties[0]"] = parties.dwellingAddress ? parties.confidence.dwelling : parties.address ? 0.6 : 0;
  const deductible = findHomeDeductible(doc);
  const coverages: Coverage[] = findCoverages(doc, "home", []).map((c) => {
    // The all-perils deductible applies to the property coverages (A, B, C).
    const sectionOne = c.code === "DWELLING" || c.code === "OTHER_STRUCTURES" || c.code === "PERSONAL_PROPERTY";
    return {
      code: c.code,
      limitPerPerson: c.limitPerPerson,
      limitPerAccident: c.limitPerAccident,
      deductible: c.deductible ?? (sectionOne ? deductible : null),
      property: id,
    };
  });
  const interests = findInterests(doc, [], "home");
  const hidden = unreadableMortgagee(doc, interests);
  if (hidden) {
    interests.push(hidden);
    fields.thirdParties = 0.2;
  }
  const thirdParties: ThirdParty[] = interests.map((p) => ({
    type: p.type,
    name: p.name,
    address: p.address,
    loanNumber: p.loanNumber,
    property: null,
  }));
  return { properties: [{ id, type: "dwelling", data: { address: dwelling } }], coverages, thirdParties };
}

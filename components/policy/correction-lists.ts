"use client";

import { useFieldArray, type Control, type UseFormReturn } from "react-hook-form";
import type { Policy } from "@/lib/schemas/policy";
import { EMPTY_ADDRESS, newPropertyId, type PolicyCorrectionForm } from "@/lib/schemas/policy-correction-form";

// The form's three lists (properties, coverages, interests) and what adding or removing an item
// does to the others: a removed vehicle takes its coverages with it and leaves its interests on the
// whole policy, so the form never holds a coverage that names a vehicle no longer listed.

export function useCorrectionLists(form: UseFormReturn<PolicyCorrectionForm>) {
  const control = form.control as Control<PolicyCorrectionForm>;
  // keyName "key": a property's own `id` is its prp_ id, which react-hook-form must not overwrite.
  const properties = useFieldArray({ control, name: "properties", keyName: "key" });
  const coverages = useFieldArray({ control, name: "coverages", keyName: "key" });
  const thirdParties = useFieldArray({ control, name: "thirdParties", keyName: "key" });

  const removeProperty = (index: number) => {
    const id = form.getValues(`properties.${index}.id`);
    const covs = form.getValues("coverages");
    const gone = covs.flatMap((c, i) => (c.property === id ? [i] : []));
    if (gone.length) coverages.remove(gone);
    form.getValues("thirdParties").forEach((t, i) => {
      if (t.property === id) form.setValue(`thirdParties.${i}.property`, "", { shouldDirty: true });
    });
    properties.remove(index);
  };
  const addVehicle = () =>
    properties.append({
      id: newPropertyId(),
      kind: "vehicle",
      vin: "",
      year: "",
      make: "",
      model: "",
      address: EMPTY_ADDRESS,
    });
  const addDwelling = () =>
    properties.append({
      id: newPropertyId(),
      kind: "dwelling",
      vin: "",
      year: "",
      make: "",
      model: "",
      address: EMPTY_ADDRESS,
    });
  const addCoverage = (policyType: Policy["type"]) => {
    const first = form.getValues("properties")[0];
    coverages.append({
      from: null,
      code: policyType === "auto" ? "COLL" : "DWELLING",
      property: policyType === "auto" && first?.kind === "vehicle" ? first.id : "",
      limitPerPerson: "",
      limitPerAccident: "",
      deductible: "",
    });
  };
  const addInterest = (policyType: Policy["type"]) =>
    thirdParties.append({
      from: null,
      name: "",
      type: policyType === "auto" ? "lienholder" : "mortgagee",
      loanNumber: "",
      property: "",
    });
  return { properties, coverages, thirdParties, removeProperty, addVehicle, addDwelling, addCoverage, addInterest };
}

export type CorrectionLists = ReturnType<typeof useCorrectionLists>;

"use client";

import { useWatch } from "react-hook-form";
import { AUTO_COVERAGE_CODES, COVERAGE_CODES, type Policy } from "@/lib/schemas/policy";
import type { PolicyCorrectionForm } from "@/lib/schemas/policy-correction-form";
import { coverageName } from "@/lib/shared/coverage-names";
import { CorrectionField as F } from "./correction-field";
import { useCorrectionContext } from "./correction-context";
import type { CorrectionLists } from "./correction-lists";
import { ItemHeader } from "./correction-properties";
import { ListButton, Section } from "./correction-section";

const AUTO = new Set<string>(AUTO_COVERAGE_CODES);

/** What each vehicle is called in the form right now ("Vehicle 2"), for the "Applies to" choice. */
export function useVehicleChoices(): { value: string; label: string }[] {
  const props = useWatch<PolicyCorrectionForm, "properties">({ name: "properties" }) ?? [];
  let n = 0;
  return props.map((p) => ({
    value: p.id,
    label:
      p.kind === "vehicle"
        ? `Vehicle ${++n}${p.year || p.make ? ` (${[p.year, p.make].filter(Boolean).join(" ")})` : ""}`
        : "Dwelling",
  }));
}

/** Every coverage: limits and deductible editable, removable, and new ones added with their type and vehicle. */
export function CoverageFields({ policy, lists }: { policy: Policy; lists: CorrectionLists }) {
  const ctx = useCorrectionContext();
  const choices = useVehicleChoices();
  const values = useWatch<PolicyCorrectionForm, "coverages">({ name: "coverages" }) ?? [];
  const codes = COVERAGE_CODES.filter((c) => (policy.type === "auto") === AUTO.has(c)).map((c) => ({
    value: c,
    label: `${coverageName(c)} (${c})`,
  }));
  const appliesTo = [{ value: "", label: "Whole policy" }, ...choices];
  const several = choices.length > 1;
  return (
    <Section
      title="Coverages"
      actions={
        ctx.canEdit ? <ListButton onClick={() => lists.addCoverage(policy.type)}>+ Add coverage</ListButton> : null
      }
    >
      {lists.coverages.fields.length === 0 ? <p className="text-xs text-slate-500">No coverage was read.</p> : null}
      {lists.coverages.fields.map((item, fi) => {
        const v = values[fi] ?? item;
        const added = item.from === null;
        const base = added ? `added.coverage.${item.key}` : `coverages[${item.from}]`;
        const on = several && v.property ? ` · ${choices.find((c) => c.value === v.property)?.label ?? ""}` : "";
        const name = `${coverageName(v.code)} (${v.code})${on}`;
        const context = `${several && v.property ? `${choices.find((c) => c.value === v.property)?.label.replace(/ \(.*/, "") ?? ""} ` : ""}${v.code}`;
        return (
          <div
            key={item.key}
            role="group"
            aria-label={name}
            className="grid gap-x-1 sm:grid-cols-3"
            data-testid="coverage"
          >
            <div className="sm:col-span-3">
              <ItemHeader
                title={name}
                added={added}
                onRemove={ctx.canEdit ? () => lists.coverages.remove(fi) : undefined}
              />
            </div>
            {added ? (
              <F
                path={`${base}.code`}
                name={`coverages.${fi}.code`}
                context={`New coverage ${fi + 1}`}
                label="Coverage"
                options={codes}
                className="sm:col-span-2"
              />
            ) : null}
            {choices.length ? (
              <F
                path={`${base}.property`}
                name={`coverages.${fi}.property`}
                context={context}
                label="Applies to"
                options={appliesTo}
                className={added ? "" : "sm:col-span-3"}
              />
            ) : null}
            <F
              path={`${base}.limitPerPerson`}
              name={`coverages.${fi}.limitPerPerson`}
              context={context}
              label="Limit per person"
              kind="money"
            />
            <F
              path={`${base}.limitPerAccident`}
              name={`coverages.${fi}.limitPerAccident`}
              context={context}
              label="Limit per accident"
              kind="money"
            />
            <F
              path={`${base}.deductible`}
              name={`coverages.${fi}.deductible`}
              context={context}
              label="Deductible"
              kind="money"
            />
          </div>
        );
      })}
    </Section>
  );
}

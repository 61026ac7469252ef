"use client";

import { THIRD_PARTY_TYPES, type Policy } from "@/lib/schemas/policy";
import { THIRD_PARTY_WORDS } from "@/lib/shared/coverage-names";
import { CorrectionField as F } from "./correction-field";
import { useCorrectionContext } from "./correction-context";
import { useVehicleChoices } from "./correction-coverages";
import type { CorrectionLists } from "./correction-lists";
import { ItemHeader } from "./correction-properties";
import { ListButton, Section } from "./correction-section";

const TYPES = THIRD_PARTY_TYPES.map((t) => ({ value: t, label: THIRD_PARTY_WORDS[t] ?? t }));

/** Lienholders, loss payees, mortgagees and other interests: edited, removed, added. */
export function InterestFields({ policy, lists }: { policy: Policy; lists: CorrectionLists }) {
  const ctx = useCorrectionContext();
  const choices = useVehicleChoices();
  const appliesTo = [{ value: "", label: "Whole policy" }, ...choices];
  return (
    <Section
      title="Lienholders and other interests"
      actions={
        ctx.canEdit ? <ListButton onClick={() => lists.addInterest(policy.type)}>+ Add interest</ListButton> : null
      }
    >
      {lists.thirdParties.fields.length === 0 ? <p className="text-xs text-slate-500">No interest was read.</p> : null}
      {lists.thirdParties.fields.map((item, fi) => {
        const added = item.from === null;
        const base = added ? `added.interest.${item.key}` : `thirdParties[${item.from}]`;
        const title = `Interest ${fi + 1}`;
        return (
          <div
            key={item.key}
            role="group"
            aria-label={title}
            className="grid gap-1 sm:grid-cols-6"
            data-testid="interest"
          >
            <div className="sm:col-span-6">
              <ItemHeader
                title={title}
                added={added}
                onRemove={ctx.canEdit ? () => lists.thirdParties.remove(fi) : undefined}
              />
            </div>
            <F
              path={`${base}.name`}
              name={`thirdParties.${fi}.name`}
              label={`${title} name`}
              className="sm:col-span-6"
            />
            <F
              path={`${base}.type`}
              name={`thirdParties.${fi}.type`}
              context={title}
              label="Type"
              options={TYPES}
              className="sm:col-span-2"
            />
            <F
              path={`${base}.loanNumber`}
              name={`thirdParties.${fi}.loanNumber`}
              context={title}
              label="Loan number"
              className="sm:col-span-2"
            />
            {choices.length ? (
              <F
                path={`${base}.property`}
                name={`thirdParties.${fi}.property`}
                context={title}
                label="Applies to"
                options={appliesTo}
                className="sm:col-span-2"
              />
            ) : null}
          </div>
        );
      })}
    </Section>
  );
}

"use client";

import type { Policy } from "@/lib/schemas/policy";
import { CorrectionField as F } from "./correction-field";
import { useCorrectionContext } from "./correction-context";
import type { CorrectionLists } from "./correction-lists";
import { ListButton, Section } from "./correction-section";

/** The service path of a property's data: its index in the stored term, or a made-up one for an added property. */
export function propertyBase(policy: Policy, id: string): string {
  const i = policy.properties.findIndex((p) => p.id === id);
  return i >= 0 ? `properties[${i}].data` : `added.${id}`;
}

/** Vehicles (auto) or the dwelling (home, condo): each editable and removable, and more can be added. */
export function PropertyFields({ policy, lists }: { policy: Policy; lists: CorrectionLists }) {
  const ctx = useCorrectionContext();
  const auto = policy.type === "auto";
  const items = lists.properties.fields;
  let vehicleNo = 0;
  const rows = items.map((item, fi) => {
    const base = propertyBase(policy, item.id);
    const added = !base.startsWith("properties[");
    if (item.kind === "dwelling") {
      const title = items.filter((x) => x.kind === "dwelling").length > 1 ? `Dwelling ${fi + 1}` : "Dwelling";
      return (
        <div key={item.key} role="group" aria-label={title} className="space-y-1" data-testid="property">
          <ItemHeader
            title={`${title} address`}
            added={added}
            onRemove={ctx.canEdit ? () => lists.removeProperty(fi) : undefined}
          />
          <AddressFields base={`${base}.address`} name={`properties.${fi}.address`} context={title} />
        </div>
      );
    }
    const n = ++vehicleNo;
    return (
      <div key={item.key} role="group" aria-label={`Vehicle ${n}`} className="space-y-1" data-testid="property">
        <ItemHeader
          title={`Vehicle ${n}`}
          added={added}
          onRemove={ctx.canEdit ? () => lists.removeProperty(fi) : undefined}
        />
        <div className="grid gap-1 sm:grid-cols-6">
          <F path={`${base}.vin`} name={`properties.${fi}.vin`} label={`Vehicle ${n} VIN`} className="sm:col-span-6" />
          <F
            path={`${base}.year`}
            name={`properties.${fi}.year`}
            context={`Vehicle ${n}`}
            label="Year"
            kind="year"
            className="sm:col-span-1"
          />
          <F
            path={`${base}.make`}
            name={`properties.${fi}.make`}
            context={`Vehicle ${n}`}
            label="Make"
            className="sm:col-span-2"
          />
          <F
            path={`${base}.model`}
            name={`properties.${fi}.model`}
            context={`Vehicle ${n}`}
            label="Model"
            className="sm:col-span-3"
          />
        </div>
      </div>
    );
  });
  const hasDwelling = items.some((x) => x.kind === "dwelling");
  return (
    <Section
      title={auto ? "Vehicles" : "Dwelling"}
      actions={
        ctx.canEdit ? (
          auto ? (
            <ListButton onClick={lists.addVehicle}>+ Add vehicle</ListButton>
          ) : hasDwelling ? null : (
            <ListButton onClick={lists.addDwelling}>+ Add dwelling address</ListButton>
          )
        ) : null
      }
    >
      {items.length === 0 ? (
        <p className="text-xs text-slate-500">{auto ? "No vehicle was read." : "No dwelling was read."}</p>
      ) : null}
      {rows}
    </Section>
  );
}

export function ItemHeader({ title, added, onRemove }: { title: string; added?: boolean; onRemove?: () => void }) {
  return (
    <div className="flex items-center gap-2 pt-1">
      <p className="text-xs font-medium text-slate-800">
        {title}
        {added ? (
          <span className="ml-1 rounded bg-blue-50 px-1 text-[11px] font-normal text-blue-800">added</span>
        ) : null}
      </p>
      {onRemove ? (
        <span className="ml-auto">
          <ListButton tone="remove" onClick={onRemove} label={`Remove ${title.replace(/ address$/, "")}`}>
            Remove
          </ListButton>
        </span>
      ) : null}
    </div>
  );
}

/** The six parts of an address, under `base` (service path) and `name` (form path). */
export function AddressFields({ base, name, context }: { base: string; name: string; context?: string }) {
  return (
    <div className="grid gap-1 sm:grid-cols-6">
      <F
        path={`${base}.addressLine1`}
        name={`${name}.addressLine1`}
        context={context}
        label="Address line 1"
        className="sm:col-span-4"
      />
      <F
        path={`${base}.addressLine2`}
        name={`${name}.addressLine2`}
        context={context}
        label="Line 2"
        className="sm:col-span-2"
      />
      <F path={`${base}.city`} name={`${name}.city`} context={context} label="City" className="sm:col-span-3" />
      <F path={`${base}.state`} name={`${name}.state`} context={context} label="State" className="sm:col-span-1" />
      <F
        path={`${base}.postalCode`}
        name={`${name}.postalCode`}
        context={context}
        label="ZIP"
        className="sm:col-span-1"
      />
      <F
        path={`${base}.country`}
        name={`${name}.country`}
        context={context}
        label="Country"
        className="sm:col-span-1"
      />
    </div>
  );
}

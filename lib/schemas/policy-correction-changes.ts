import type { Address, Coverage, Policy, ThirdParty } from "./policy";
import { parseMoney, type AddressForm, type PolicyCorrectionForm } from "./policy-correction-form";
import { CorrectionChangeInputSchema, type CreateCorrection } from "./policy-corrections";

// The service's change list that turns a stored policy term into what the reviewer's form says.
// The service applies changes in order, by index, and checks the result as a whole; so removals go
// first, from the highest index down (the indices below stay valid), then the edits of what is
// kept at its index after the removals, then what was added, appended. Values the form leaves as
// they were are not sent.

type Change = CreateCorrection["changes"][number];

const orNull = (s: string) => (s === "" ? null : s);
const moneyOrNull = (s: string) => (s === "" ? null : parseMoney(s));

function wholeAddress(a: AddressForm): Address {
  return { ...a, addressLine2: orNull(a.addressLine2), country: a.country || "US" };
}

/** An address field by field: whole where there was none, null when emptied, else each changed key. */
function addressChanges(at: string, before: Address | null | undefined, a: AddressForm, put: Put, out: Change[]) {
  const filled = a.addressLine1 !== "";
  if (!before) {
    if (filled) out.push({ path: at, value: wholeAddress(a) });
    return;
  }
  if (!filled) return void out.push({ path: at, value: null });
  for (const key of ["addressLine1", "city", "state", "postalCode"] as const) put(`${at}.${key}`, before[key], a[key]);
  put(`${at}.addressLine2`, before.addressLine2, orNull(a.addressLine2));
  put(`${at}.country`, before.country, a.country || "US");
}

type Put = (path: string, before: unknown, after: unknown) => void;

/** Where each kept item of a list sits once the removed ones are gone. */
function keptIndex(total: number, kept: Set<number>): Map<number, number> {
  const out = new Map<number, number>();
  for (let i = 0, n = 0; i < total; i++) if (kept.has(i)) out.set(i, n++);
  return out;
}

function removals(list: string, total: number, kept: Set<number>): Change[] {
  const out: Change[] = [];
  for (let i = total - 1; i >= 0; i--) if (!kept.has(i)) out.push({ path: `${list}[${i}]`, remove: true });
  return out;
}

export function buildCorrectionChanges(p: Policy, v: PolicyCorrectionForm): Change[] {
  const out: Change[] = [];
  const put: Put = (path, before, after) => {
    if ((before ?? null) !== after) out.push({ path, value: after as Change["value"] });
  };
  put("carrier.name", p.carrier.name, v.carrierName);
  put("policyNumber", p.policyNumber, orNull(v.policyNumber));
  // The form edits the day of a date a carrier answered as a timestamp: the same day is no change.
  put("effectiveDate", p.effectiveDate?.slice(0, 10), orNull(v.effectiveDate));
  put("expirationDate", p.expirationDate?.slice(0, 10), orNull(v.expirationDate));
  put("premium", p.premium, moneyOrNull(v.premium));
  addressChanges("address", p.address, v.address, put, out);
  p.insureds.forEach((ins, i) => {
    const f = v.insureds[i];
    if (!f) return;
    put(`insureds[${i}].firstName`, ins.firstName, orNull(f.firstName));
    put(`insureds[${i}].lastName`, ins.lastName, orNull(f.lastName));
  });

  const propIndex = new Map(p.properties.map((x, i) => [x.id, i]));
  const keptProps = new Set(v.properties.flatMap((f) => (propIndex.has(f.id) ? [propIndex.get(f.id)!] : [])));
  const keptCovs = new Set(
    v.coverages.flatMap((f) => (f.from !== null && f.from < p.coverages.length ? [f.from] : [])),
  );
  const keptParties = new Set(
    v.thirdParties.flatMap((f) => (f.from !== null && f.from < p.thirdParties.length ? [f.from] : [])),
  );
  // Coverages and interests first: a vehicle is only gone once nothing kept names it.
  out.push(...removals("coverages", p.coverages.length, keptCovs));
  out.push(...removals("thirdParties", p.thirdParties.length, keptParties));
  out.push(...removals("properties", p.properties.length, keptProps));

  const propAt = keptIndex(p.properties.length, keptProps);
  for (const f of v.properties) {
    const i = propIndex.get(f.id);
    if (i === undefined) continue;
    const at = `properties[${propAt.get(i)}].data`;
    const prop = p.properties[i];
    if (prop.type === "vehicle") {
      put(`${at}.vin`, prop.data.vin, orNull(f.vin.toUpperCase()));
      put(`${at}.year`, prop.data.year, f.year === "" ? null : Number(f.year));
      put(`${at}.make`, prop.data.make, orNull(f.make));
      put(`${at}.model`, prop.data.model, orNull(f.model));
    } else addressChanges(`${at}.address`, prop.data.address, f.address, put, out);
  }
  const covAt = keptIndex(p.coverages.length, keptCovs);
  for (const f of v.coverages) {
    if (f.from === null || !keptCovs.has(f.from)) continue;
    const c: Coverage = p.coverages[f.from];
    const at = `coverages[${covAt.get(f.from)}]`;
    put(`${at}.code`, c.code, f.code);
    put(`${at}.property`, c.property, orNull(f.property));
    for (const key of ["limitPerPerson", "limitPerAccident", "deductible"] as const)
      put(`${at}.${key}`, c[key], moneyOrNull(f[key]));
  }
  const partyAt = keptIndex(p.thirdParties.length, keptParties);
  for (const f of v.thirdParties) {
    if (f.from === null || !keptParties.has(f.from)) continue;
    const t: ThirdParty = p.thirdParties[f.from];
    const at = `thirdParties[${partyAt.get(f.from)}]`;
    put(`${at}.name`, t.name, f.name);
    put(`${at}.type`, t.type, f.type);
    put(`${at}.loanNumber`, t.loanNumber, orNull(f.loanNumber));
    put(`${at}.property`, t.property, orNull(f.property));
  }

  // Added items, appended in form order: vehicles first, so an added coverage can name an added vehicle.
  let nProps = keptProps.size;
  for (const f of v.properties) {
    if (propIndex.has(f.id)) continue;
    const data =
      f.kind === "vehicle"
        ? {
            vin: orNull(f.vin.toUpperCase()),
            year: f.year === "" ? null : Number(f.year),
            make: orNull(f.make),
            model: orNull(f.model),
          }
        : { address: f.address.addressLine1 ? wholeAddress(f.address) : null };
    out.push({ path: `properties[${nProps++}]`, value: { id: f.id, type: f.kind, data } });
  }
  let nCovs = keptCovs.size;
  for (const f of v.coverages) {
    if (f.from !== null && keptCovs.has(f.from)) continue;
    const value: Coverage = {
      code: f.code,
      limitPerPerson: moneyOrNull(f.limitPerPerson),
      limitPerAccident: moneyOrNull(f.limitPerAccident),
      deductible: moneyOrNull(f.deductible),
      property: orNull(f.property),
    };
    out.push({ path: `coverages[${nCovs++}]`, value });
  }
  let nParties = keptParties.size;
  for (const f of v.thirdParties) {
    if (f.from !== null && keptParties.has(f.from)) continue;
    const value: ThirdParty = {
      type: f.type,
      name: f.name,
      loanNumber: orNull(f.loanNumber),
      address: null,
      property: orNull(f.property),
    };
    out.push({ path: `thirdParties[${nParties++}]`, value });
  }
  // Each change is one the service's own schema accepts, or the form is wrong, not the reviewer.
  for (const c of out) CorrectionChangeInputSchema.parse(c);
  return out;
}

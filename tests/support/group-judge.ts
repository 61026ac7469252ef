import type { PolicyDraft } from "@/lib/schemas/policy";
import type { Group } from "@/lib/service/documents/confidence/features";

// Whether each group of a draft's fields is right against a truth in the corpus annotation format,
// comparing values the way the corpus scorer does (normalised names, street abbreviations, VIN
// pairing, coverages matched by code and vehicle). The project owns it so the confidence model can
// be trained and tested without the shared corpus; the bench checks it agrees with the scorer.
// A group the truth says nothing about (null values, no interests) is not judged.

type Obj = Record<string, unknown>;
export type TruthLike = Obj & { type: string };

const lower = (s: unknown) => String(s ?? "").toLowerCase();
const squash = (s: unknown) =>
  lower(s)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9#]+/g, " ")
    .trim()
    .replace(/\s+/g, " ");
const alnum = (s: unknown) => lower(s).replace(/[^a-z0-9]/g, "");
const known = (v: unknown) => v !== null && v !== undefined && v !== "";
const idKey = (s: unknown) =>
  String(s ?? "")
    .toUpperCase()
    .replace(/[\s-]/g, "");
const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === "") return null;
  const n = Number(String(v).replace(/[$,\s]/g, ""));
  return Number.isFinite(n) ? n : NaN;
};

function lev(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}
const sim = (a: string, b: string) => (a || b ? 1 - lev(a, b) / Math.max(a.length, b.length) : 1);

const ORG_STOP = new Set(
  "the company co inc incorporated corporation corp llc l ltd na n a si s i fsb national association its successors and or assigns isaoa atima as their interests may appear of".split(
    " ",
  ),
);
const orgKey = (s: unknown) =>
  squash(s)
    .replace(/\bisaoa\s*atima\b/g, " ")
    .replace(/\bits successors and or assigns( as their interests? may appear)?\b/g, " ")
    .split(" ")
    .filter((w) => w && !ORG_STOP.has(w))
    .join(" ");

const SUFFIX = new Set(["jr", "sr", "ii", "iii", "iv"]);
const nameToks = (s: unknown) =>
  squash(s)
    .split(" ")
    .filter((w) => w && !SUFFIX.has(w));
function nameMatch(p: Obj, g: Obj): boolean {
  const pf = nameToks(p.firstName);
  const pl = nameToks(p.lastName);
  const gf = nameToks(g.firstName)[0] ?? "";
  const gl = nameToks(g.lastName).join(" ");
  if (!pf.length && !pl.length) return false;
  const all = [...pf, ...pl];
  const n = gl.split(" ").length;
  const endsWithLast = all.slice(-n).join(" ") === gl;
  const startsWithLast = all.slice(0, n).join(" ") === gl;
  if (!gl) return pf[0] === gf || pl[0] === gf;
  if (!gf) return pl.join(" ") === gl || pf.join(" ") === gl || endsWithLast || startsWithLast;
  if (pf[0] === gf && pl.join(" ") === gl) return true;
  if (pl[0] === gf && pf.join(" ") === gl) return true;
  return all.length > n && ((all[0] === gf && endsWithLast) || (startsWithLast && all[n] === gf));
}

const STREET: Record<string, string> = {
  street: "st",
  avenue: "ave",
  av: "ave",
  road: "rd",
  drive: "dr",
  lane: "ln",
  court: "ct",
  boulevard: "blvd",
  place: "pl",
  circle: "cir",
  terrace: "ter",
  parkway: "pkwy",
  trail: "trl",
  highway: "hwy",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  apartment: "#",
  apt: "#",
  unit: "#",
  suite: "#",
  ste: "#",
  no: "#",
  number: "#",
};
const lineKey = (a: Obj) =>
  squash(`${a.addressLine1 ?? ""} ${a.addressLine2 ?? ""}`)
    .replace(/\bp o box\b/g, "po box")
    .replace(/\bpost office box\b/g, "po box")
    .split(" ")
    .map((w) => STREET[w] ?? w)
    .join(" ")
    .replace(/#\s*#/g, "#")
    .replace(/#\s+/g, "#");
const cityKey = (c: unknown) => squash(c).replace(/^st\b/, "saint").replace(/^ft\b/, "fort").replace(/^mt\b/, "mount");
const zip5 = (z: unknown) =>
  String(z ?? "")
    .replace(/\D/g, "")
    .slice(0, 5);
const addressKnown = (g: unknown): g is Obj =>
  !!g &&
  typeof g === "object" &&
  ["addressLine1", "addressLine2", "city", "state", "postalCode"].some((k) => known((g as Obj)[k]));
function addressOk(p: unknown, g: Obj): boolean {
  if (!p || typeof p !== "object") return false;
  const a = p as Obj;
  if ((known(g.addressLine1) || known(g.addressLine2)) && lineKey(a) !== lineKey(g)) return false;
  if (known(g.city) && cityKey(a.city) !== cityKey(g.city)) return false;
  if (known(g.state) && String(a.state ?? "").toUpperCase() !== String(g.state).toUpperCase()) return false;
  if (known(g.postalCode) && !(zip5(a.postalCode) === zip5(g.postalCode) && zip5(g.postalCode).length === 5))
    return false;
  return true;
}

const arr = (x: unknown): Obj[] => (Array.isArray(x) ? x.filter((o) => o && typeof o === "object") : []);

function vehiclesRight(truth: TruthLike, draft: PolicyDraft): boolean | null {
  const gv = arr(truth.properties).map((x) => x.data as Obj);
  if (!gv.some((v) => known(v.vin) || known(v.year) || known(v.make) || known(v.model))) return null;
  const pv = draft.properties.filter((p) => p.type === "vehicle").map((p) => p.data as Obj);
  const used = new Set<number>();
  const pair = gv.map((v) => {
    const k = known(v.vin) ? pv.findIndex((x, i) => !used.has(i) && idKey(x.vin) === idKey(v.vin)) : -1;
    if (k >= 0) used.add(k);
    return k;
  });
  gv.forEach((_, i) => {
    if (pair[i] >= 0) return;
    const k = pv.findIndex((__, j) => !used.has(j));
    if (k >= 0) used.add(k);
    pair[i] = k;
  });
  return gv.every((v, i) => {
    const x = pair[i] >= 0 ? pv[pair[i]] : null;
    if (!x) return false;
    if (known(v.vin) && idKey(x.vin) !== idKey(v.vin)) return false;
    if (known(v.year) && Number(x.year) !== Number(v.year)) return false;
    if (known(v.make) && alnum(x.make) !== alnum(v.make)) return false;
    return !known(v.model) || (!!alnum(x.model) && alnum(x.model).startsWith(alnum(v.model)));
  });
}

function coveragesRight(truth: TruthLike, draft: PolicyDraft): boolean | null {
  const home = truth.type !== "auto";
  const gcov = arr(truth.coverages).filter((c) => known(c.code));
  const vinOf = new Map(draft.properties.map((p) => [p.id, idKey((p.data as Obj).vin)]));
  const nVeh = home ? 0 : arr(truth.properties).length;
  const hasDwelling = gcov.some((c) => c.code === "DWELLING");
  const used = new Set<number>();
  let judged = false;
  for (const gc of [...gcov.filter((c) => known(c.vin)), ...gcov.filter((c) => !known(c.vin))]) {
    const lp = num(gc.limitPerPerson);
    const la = num(gc.limitPerAccident);
    const ded = num(gc.deductible);
    const repeated = home && hasDwelling && (gc.code === "OTHER_STRUCTURES" || gc.code === "PERSONAL_PROPERTY");
    const checks: ((c: Obj) => boolean)[] = [];
    if (lp !== null && la !== null) checks.push((c) => num(c.limitPerPerson) === lp && num(c.limitPerAccident) === la);
    else if (lp !== null || la !== null)
      checks.push((c) => {
        const got = [num(c.limitPerPerson), num(c.limitPerAccident)].filter((x) => x !== null);
        return got.length > 0 && got.every((x) => x === (lp ?? la));
      });
    if (ded !== null && !repeated) checks.push((c) => num(c.deductible) === ded);
    if (!checks.length) continue;
    judged = true;
    let cands = draft.coverages.map((_, i) => i).filter((i) => !used.has(i) && draft.coverages[i].code === gc.code);
    if (known(gc.vin)) {
      const linked = (i: number) => vinOf.get(draft.coverages[i].property ?? "") ?? "";
      const withVin = cands.filter((i) => linked(i) === idKey(gc.vin));
      cands = withVin.length ? withVin : nVeh === 1 ? cands.filter((i) => !linked(i)) : [];
    }
    const best = cands.find((i) => checks.every((k) => k(draft.coverages[i] as unknown as Obj)));
    if (best === undefined) return false;
    used.add(best);
  }
  return judged ? true : null;
}

function interestsRight(truth: TruthLike, draft: PolicyDraft): boolean | null {
  const gtp = arr(truth.thirdParties).filter((t) => known(t.name) || known(t.type));
  if (!gtp.length) return null;
  const used = new Set<number>();
  return gtp.every((gt) => {
    let k = -1;
    if (known(gt.name)) {
      let bestS = 0;
      draft.thirdParties.forEach((x, i) => {
        const s = used.has(i) ? 0 : sim(orgKey(x.name), orgKey(gt.name));
        if (s > bestS) [bestS, k] = [s, i];
      });
      if (bestS < 0.5) k = -1;
    } else k = draft.thirdParties.findIndex((x, i) => !used.has(i) && x.type === gt.type);
    if (k < 0) return false;
    used.add(k);
    const t = draft.thirdParties[k];
    if (known(gt.name) && orgKey(t.name) !== orgKey(gt.name)) return false;
    if (known(gt.type) && t.type !== gt.type) return false;
    return !known(gt.loanNumber) || idKey(t.loanNumber) === idKey(gt.loanNumber);
  });
}

/** Right (true), wrong or missing (false), or not judged (null), per group. */
export function judgeGroups(truth: TruthLike, draft: PolicyDraft): Record<Group, boolean | null> {
  const car = (truth.carrier ?? {}) as Obj;
  const carrierKey = orgKey(draft.carrier.name);
  const insureds = arr(truth.insureds).filter((i) => known(i.firstName) || known(i.lastName));
  const used = new Set<number>();
  const dwelling = arr(truth.properties)[0]?.data as Obj | undefined;
  return {
    dates:
      known(truth.effectiveDate) || known(truth.expirationDate)
        ? (!known(truth.effectiveDate) || draft.effectiveDate === truth.effectiveDate) &&
          (!known(truth.expirationDate) || draft.expirationDate === truth.expirationDate)
        : null,
    carrier: known(car.name)
      ? !!carrierKey && (carrierKey === orgKey(car.name) || sim(carrierKey, orgKey(car.name)) >= 0.88)
      : null,
    policyNumber: known(truth.policyNumber)
      ? !!draft.policyNumber && idKey(draft.policyNumber) === idKey(truth.policyNumber)
      : null,
    premium: known(truth.premium)
      ? draft.premium !== null && Math.abs(draft.premium - Number(truth.premium)) < 0.005
      : null,
    insureds: insureds.length
      ? insureds.every((gi) => {
          const k = draft.insureds.findIndex((pi, i) => !used.has(i) && nameMatch(pi as unknown as Obj, gi));
          if (k >= 0) used.add(k);
          return k >= 0;
        })
      : null,
    address: addressKnown(truth.address) ? addressOk(draft.address, truth.address) : null,
    property:
      truth.type === "auto"
        ? vehiclesRight(truth, draft)
        : addressKnown(dwelling?.address)
          ? draft.properties.some((p) => addressOk((p.data as Obj).address, dwelling!.address as Obj))
          : null,
    coverages: coveragesRight(truth, draft),
    interests: interestsRight(truth, draft),
  };
}

import type { CarrierRecord } from "./types";

// Maps a printed carrier name ("Progressive Direct Ins. Co.", "GEICO", "State Farm Fire & Casualty")
// to a catalogue record. Documents and people abbreviate, add "The", punctuation and boilerplate
// like "Insurance Companies", so matching runs on normalised tokens, most specific rule first.

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  co: "company",
  cos: "companies",
  ins: "insurance",
  corp: "corporation",
  inc: "incorporated",
  cas: "casualty",
  mut: "mutual",
  natl: "national",
  prop: "property",
  assn: "association",
  genl: "general",
  indem: "indemnity",
  amer: "american",
};

/** Words that never tell two carriers apart; ignored when comparing distinctive tokens. */
const GENERIC = new Set(["insurance", "company", "companies", "corporation", "incorporated", "of", "and", "an"]);

/**
 * A lending institution's words. "Navy Federal Credit Union", "State Farm Bank" and "Progressive
 * Leasing" hold an insurer's word ("Federal", "State Farm", "Progressive") yet lend, not insure: a
 * lienholder on a page must never be taken for the carrier, nor a carrier's bank for its insurer.
 */
const LENDER_WORDS = new Set(["bank", "bancorp", "credit", "savings", "lending", "leasing", "mortgage", "acceptance"]);
/** Words only an insurer's name holds; with one of them, a lender word is part of an insurer's name. */
const INSURER_WORDS = new Set(["insurance", "casualty", "indemnity", "assurance", "underwriters", "reciprocal"]);

/** Extra brand spellings not derivable from `shortName`. */
const BRAND_ALIASES: Readonly<Record<string, readonly string[]>> = {
  GEICO: ["government employees insurance", "geico insurance"],
  "State Farm": ["statefarm", "state farm insurance companies"],
  "MAPFRE Insurance": ["mapfre"],
  "Auto Club of Southern California": ["auto club of southern california insurance"],
  "Penn National Insurance": ["penn national"],
  "Utica National": ["utica national insurance group"],
};

export function tokenise(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/['’]/g, "")
      .split(/[^a-z0-9]+/)
      .map((token) => ABBREVIATIONS[token] ?? token)
      // Single letters ("S.I.", "A Mutual") and "the" are noise in carrier names.
      .filter((token) => token.length > 1 && token !== "the")
  );
}

const phrase = (tokens: readonly string[]): string => tokens.join(" ");

/** True when `needle` occurs in `haystack` as a contiguous run of whole tokens. */
function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let i = 0; i < needle.length; i++) if (haystack[start + i] !== needle[i]) continue outer;
    return true;
  }
  return false;
}

interface IndexedCarrier {
  readonly record: CarrierRecord;
  readonly nameTokens: readonly string[];
  readonly distinctive: readonly string[];
}

interface BrandEntry {
  readonly primary: CarrierRecord;
  readonly phrases: readonly (readonly string[])[];
}

export interface CarrierNameIndex {
  readonly carriers: readonly IndexedCarrier[];
  readonly byName: ReadonlyMap<string, CarrierRecord>;
  readonly brands: readonly BrandEntry[];
  readonly byBrandPhrase: ReadonlyMap<string, CarrierRecord>;
}

function brandPhrases(shortName: string): string[][] {
  const base = tokenise(shortName);
  const bare = base.at(-1) === "insurance" && base.length > 1 ? base.slice(0, -1) : base;
  const variants = [base, bare, [...bare, "insurance"], ...(BRAND_ALIASES[shortName] ?? []).map(tokenise)];
  const unique = new Map(variants.filter((v) => v.length > 0).map((v) => [phrase(v), v]));
  return [...unique.values()];
}

export function buildCarrierNameIndex(records: readonly CarrierRecord[]): CarrierNameIndex {
  const carriers = records.map((record) => {
    const nameTokens = tokenise(record.name);
    return { record, nameTokens, distinctive: [...new Set(nameTokens.filter((t) => !GENERIC.has(t)))] };
  });
  const byName = new Map<string, CarrierRecord>();
  for (const c of carriers) if (!byName.has(phrase(c.nameTokens))) byName.set(phrase(c.nameTokens), c.record);

  const brands: BrandEntry[] = [];
  const byBrandPhrase = new Map<string, CarrierRecord>();
  for (const record of records) {
    // The first record of a brand is its primary company (see catalogue-data.ts).
    if (brands.some((b) => b.primary.shortName === record.shortName)) continue;
    const phrases = brandPhrases(record.shortName);
    brands.push({ primary: record, phrases });
    for (const p of phrases) if (!byBrandPhrase.has(phrase(p))) byBrandPhrase.set(phrase(p), record);
  }
  return { carriers, byName, brands, byBrandPhrase };
}

/** Best catalogue match for a printed carrier name, or null when nothing plausible matches. */
export function matchCarrierName(text: string, index: CarrierNameIndex): CarrierRecord | null {
  const tokens = tokenise(text);
  if (tokens.length === 0) return null;
  if (tokens.some((t) => LENDER_WORDS.has(t)) && !tokens.some((t) => INSURER_WORDS.has(t))) return null;
  const key = phrase(tokens);

  const exact = index.byName.get(key) ?? index.byBrandPhrase.get(key);
  if (exact) return exact;

  // A full legal name inside a longer line ("Underwritten by GEICO General Insurance Company").
  let best: IndexedCarrier | null = null;
  for (const c of index.carriers) {
    if (containsRun(tokens, c.nameTokens) && (!best || c.nameTokens.length > best.nameTokens.length)) best = c;
  }
  if (best) return best.record;

  // Every distinctive word of a legal name present, in any order ("State Farm Fire Casualty").
  const present = new Set(tokens);
  for (const c of index.carriers) {
    if (c.distinctive.length === 0 || !c.distinctive.every((t) => present.has(t))) continue;
    if (!best || c.distinctive.length > best.distinctive.length) best = c;
  }
  if (best) return best.record;

  // Finally a brand mentioned anywhere ("Progressive Insurance", "GEICO Insurance Agency").
  let brandHit: { record: CarrierRecord; length: number } | null = null;
  for (const brand of index.brands) {
    for (const p of brand.phrases) {
      if (containsRun(tokens, p) && (!brandHit || p.length > brandHit.length))
        brandHit = { record: brand.primary, length: p.length };
    }
  }
  return brandHit?.record ?? null;
}

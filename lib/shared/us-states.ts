// US states, DC and the inhabited territories, with a tolerant normaliser for the many ways
// addresses and documents spell them ("GA", "ga", "Georgia", "Ga.", "N.Y.", "Calif.").

export type UsStateKind = "state" | "district" | "territory";

export interface UsState {
  readonly code: string;
  readonly name: string;
  readonly kind: UsStateKind;
}

const s = (code: string, name: string, kind: UsStateKind = "state"): UsState => ({ code, name, kind });

export const US_STATES: readonly UsState[] = [
  s("AL", "Alabama"),
  s("AK", "Alaska"),
  s("AZ", "Arizona"),
  s("AR", "Arkansas"),
  s("CA", "California"),
  s("CO", "Colorado"),
  s("CT", "Connecticut"),
  s("DE", "Delaware"),
  s("FL", "Florida"),
  s("GA", "Georgia"),
  s("HI", "Hawaii"),
  s("ID", "Idaho"),
  s("IL", "Illinois"),
  s("IN", "Indiana"),
  s("IA", "Iowa"),
  s("KS", "Kansas"),
  s("KY", "Kentucky"),
  s("LA", "Louisiana"),
  s("ME", "Maine"),
  s("MD", "Maryland"),
  s("MA", "Massachusetts"),
  s("MI", "Michigan"),
  s("MN", "Minnesota"),
  s("MS", "Mississippi"),
  s("MO", "Missouri"),
  s("MT", "Montana"),
  s("NE", "Nebraska"),
  s("NV", "Nevada"),
  s("NH", "New Hampshire"),
  s("NJ", "New Jersey"),
  s("NM", "New Mexico"),
  s("NY", "New York"),
  s("NC", "North Carolina"),
  s("ND", "North Dakota"),
  s("OH", "Ohio"),
  s("OK", "Oklahoma"),
  s("OR", "Oregon"),
  s("PA", "Pennsylvania"),
  s("RI", "Rhode Island"),
  s("SC", "South Carolina"),
  s("SD", "South Dakota"),
  s("TN", "Tennessee"),
  s("TX", "Texas"),
  s("UT", "Utah"),
  s("VT", "Vermont"),
  s("VA", "Virginia"),
  s("WA", "Washington"),
  s("WV", "West Virginia"),
  s("WI", "Wisconsin"),
  s("WY", "Wyoming"),
  s("DC", "District of Columbia", "district"),
  s("PR", "Puerto Rico", "territory"),
  s("GU", "Guam", "territory"),
  s("VI", "U.S. Virgin Islands", "territory"),
  s("AS", "American Samoa", "territory"),
  s("MP", "Northern Mariana Islands", "territory"),
];

/** Traditional (AP/GPO) abbreviations still printed on declarations pages, keyed without dots or spaces. */
const TRADITIONAL_ABBREVIATIONS: Readonly<Record<string, string>> = {
  ala: "AL",
  ariz: "AZ",
  ark: "AR",
  cal: "CA",
  calif: "CA",
  colo: "CO",
  conn: "CT",
  del: "DE",
  fla: "FL",
  ill: "IL",
  ind: "IN",
  kan: "KS",
  kans: "KS",
  mass: "MA",
  mich: "MI",
  minn: "MN",
  miss: "MS",
  mont: "MT",
  neb: "NE",
  nebr: "NE",
  nev: "NV",
  okla: "OK",
  ore: "OR",
  oreg: "OR",
  penn: "PA",
  penna: "PA",
  tenn: "TN",
  tex: "TX",
  wash: "WA",
  wva: "WV",
  wis: "WI",
  wisc: "WI",
  wyo: "WY",
};

/** Alternative full names, keyed like the canonical names (lower case, single spaces, no dots). */
const NAME_VARIANTS: Readonly<Record<string, string>> = {
  "washington dc": "DC",
  "washington d c": "DC",
  "virgin islands": "VI",
  "us virgin islands": "VI",
  "united states virgin islands": "VI",
  "commonwealth of puerto rico": "PR",
  "northern mariana islands": "MP",
  "commonwealth of the northern mariana islands": "MP",
};

const nameKey = (text: string): string => text.toLowerCase().replace(/[.,]/g, " ").replace(/\s+/g, " ").trim();

const BY_CODE = new Map(US_STATES.map((state) => [state.code, state]));
const BY_NAME = new Map<string, string>([
  ...US_STATES.map((state) => [nameKey(state.name), state.code] as [string, string]),
  ...Object.entries(NAME_VARIANTS),
]);

/** The 2-letter code for a state/territory written as a code, a name or a dotted abbreviation; null if unknown. */
export function normaliseState(text: string | null | undefined): string | null {
  if (typeof text !== "string") return null;
  const key = nameKey(text);
  if (!key) return null;
  const compact = key.replace(/\s/g, "");
  if (compact.length === 2) return BY_CODE.has(compact.toUpperCase()) ? compact.toUpperCase() : null;
  return BY_NAME.get(key) ?? TRADITIONAL_ABBREVIATIONS[compact] ?? null;
}

/** The record for a 2-letter code (any case); null when it is not a US state or territory. */
export function findUsState(code: string): UsState | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}

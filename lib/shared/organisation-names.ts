import { foldText, words } from "./text-fold";

// Lienholder and mortgagee names are written by carriers, dealers and OCR in many forms
// ("ACME ACCEPT CORP ISAOA/ATIMA" vs "Acme Acceptance Corporation"): everything below brings
// them to one canonical word list so equality means "the same organisation".

/** Clauses that describe the payee's rights rather than name it. */
const CLAUSES: Array<{ pattern: RegExp; label: (found: string) => string }> = [
  { pattern: /\b(?:isaoa|atima)(?:\s*[/,&-]?\s*(?:isaoa|atima))?\b/g, label: (found) => found.toUpperCase() },
  {
    // "and/or" is also printed "&/or", and OCR loses the slash ("and or"); a leading "and" or "&"
    // ("Acme Bank and its successors…") belongs to the clause, not the name.
    pattern:
      /(?:(?:\band|&)\s+)?\b(?:(?:its|their|his|her)\s+)?successors\s*(?:(?:and|&)\s*\/?\s*or|and|or|&|\/)\s*(?:(?:its|their)\s+)?assigns\b/g,
    label: (found) => found,
  },
  {
    pattern: /\b(?:as\s+)?(?:(?:its|their|his|her)\s+)?interests?\s+may\s+appear\b/g,
    label: (found) => found,
  },
  { pattern: /\b(?:as\s+)?(?:first\s+|1st\s+)?loss\s+payee\b/g, label: (found) => found },
];

// prettier-ignore
const ABBREVIATIONS: Record<string, string[]> = {
  accept: ["acceptance"], accpt: ["acceptance"], acpt: ["acceptance"], accep: ["acceptance"],
  fin: ["financial"], finl: ["financial"], fincl: ["financial"], fncl: ["financial"], finance: ["financial"],
  cr: ["credit"], cred: ["credit"], un: ["union"], cu: ["credit", "union"], fcu: ["federal", "credit", "union"],
  fed: ["federal"], bk: ["bank"], bnk: ["bank"],
  svc: ["services"], svcs: ["services"], srvc: ["services"], srvcs: ["services"], serv: ["services"], service: ["services"],
  mtg: ["mortgage"], mtge: ["mortgage"], mortg: ["mortgage"], mort: ["mortgage"],
  natl: ["national"], ntl: ["national"], intl: ["international"], amer: ["american"],
  assn: ["association"], assoc: ["association"], mgmt: ["management"], grp: ["group"], hldgs: ["holdings"],
  ins: ["insurance"], sav: ["savings"], svgs: ["savings"], ln: ["loan"], mtr: ["motor"], mtrs: ["motors"],
  equip: ["equipment"], dept: ["department"],
  "1st": ["first"], "2nd": ["second"], "3rd": ["third"], "4th": ["fourth"], "5th": ["fifth"],
  // Legal suffixes get one spelling so "CORP" and "Corporation" are recognised as the same suffix.
  corp: ["corporation"], inc: ["incorporated"], co: ["company"], ltd: ["limited"],
};

// prettier-ignore
const LEGAL_SUFFIXES = new Set([
  "incorporated", "llc", "llp", "lp", "limited", "corporation", "company", "na", "fsb", "plc", "pc", "pllc", "ssb", "sa", "ag", "gmbh",
]);

const SUFFIX_DISPLAY: Record<string, string> = {
  incorporated: "Inc",
  corporation: "Corp",
  company: "Co",
  limited: "Ltd",
  na: "N.A.",
};

interface OrganisationAnalysis {
  normalised: string;
  droppedClauses: string[];
  expandedAbbreviation: boolean;
  legalSuffixes: string[];
}

function analyseOrganisationName(name: string): OrganisationAnalysis {
  // Dots go first so "I.S.A.O.A." and "N.A." read as single words.
  let text = foldText(name).replace(/[.]/g, "");
  const droppedClauses: string[] = [];
  for (const clause of CLAUSES) {
    text = text.replace(clause.pattern, (found) => {
      droppedClauses.push(clause.label(found.trim()));
      return " ";
    });
  }
  let expandedAbbreviation = false;
  const expanded = words(text).flatMap((word) => {
    const expansion = ABBREVIATIONS[word];
    if (!expansion) return [word];
    if (expansion.join(" ") !== word) expandedAbbreviation = true;
    return expansion;
  });
  const legalSuffixes = expanded.filter((word) => LEGAL_SUFFIXES.has(word));
  let kept = expanded.filter((word) => !LEGAL_SUFFIXES.has(word));
  if (kept[0] === "the") kept = kept.slice(1);
  // A name made only of suffixes ("The Company") keeps them rather than vanish.
  if (kept.length === 0) kept = expanded;
  return { normalised: kept.join(" "), droppedClauses, expandedAbbreviation, legalSuffixes };
}

/** Canonical form of an organisation name, for equality comparison. */
export function normaliseOrganisationName(name: string): string {
  return analyseOrganisationName(name).normalised;
}

function sameWords(a: string[], b: string[]): boolean {
  return [...a].sort().join(" ") === [...b].sort().join(" ");
}

function listQuoted(items: string[]): string {
  const quoted = [...new Set(items)].map((item) => `"${item}"`);
  return quoted.length <= 1 ? quoted.join("") : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

function joinSteps(steps: string[]): string {
  return steps.length <= 1 ? steps.join("") : `${steps.slice(0, -1).join(", ")} and ${steps.at(-1)}`;
}

/** Whether two organisation names name the same organisation, with a sentence saying why. */
export function organisationNamesMatch(a: string, b: string): { match: boolean; reason: string } {
  const left = analyseOrganisationName(a);
  const right = analyseOrganisationName(b);
  // Spacing differs between sources ("AllyFinancial", "Bank Of America" vs "BankofAmerica").
  const match = left.normalised.length > 0 && left.normalised.replace(/ /g, "") === right.normalised.replace(/ /g, "");
  if (!match) {
    return {
      match: false,
      reason: `"${a.trim()}" does not match "${b.trim()}" (compared as "${left.normalised}" and "${right.normalised}").`,
    };
  }
  if (a.trim() === b.trim()) return { match: true, reason: `Matched "${a.trim()}" exactly.` };
  const steps: string[] = [];
  if (left.expandedAbbreviation || right.expandedAbbreviation) steps.push("normalising abbreviations");
  if (!sameWords(left.legalSuffixes, right.legalSuffixes)) {
    const suffixes = [...new Set([...left.legalSuffixes, ...right.legalSuffixes])].map(
      (word) => SUFFIX_DISPLAY[word] ?? word.toUpperCase(),
    );
    steps.push(`ignoring the legal ${suffixes.length === 1 ? "suffix" : "suffixes"} ${joinSteps(suffixes)}`);
  }
  const clauses = [...left.droppedClauses, ...right.droppedClauses];
  if (clauses.length > 0) steps.push(`dropping ${listQuoted(clauses)}`);
  if (steps.length === 0) steps.push("ignoring case, accents and punctuation");
  const sentence = `Matched "${a.trim()}" to "${b.trim()}" after ${joinSteps(steps)}`;
  return { match: true, reason: sentence.endsWith(".") ? sentence : `${sentence}.` };
}

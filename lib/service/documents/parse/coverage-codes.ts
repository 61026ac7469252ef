import type { CoverageCode } from "@/lib/schemas/policy";

// Coverage labels to codes. Carriers word and letter their coverages differently (State Farm's
// home "B" is personal property), so codes come from the words, never from the letters.

/** Auto labels that need the values to decide: a "Liability" line may hold "100/300/50". */
export type AutoLabel = CoverageCode | "LIABILITY" | "UM" | "UIM";

/** The part of the standard auto policy a heading names ("PART A - LIABILITY", "Part C: Uninsured Motorists"). */
const POLICY_PART = /^part\s+[a-f]\s*[-–:.]\s*/;

/** Auto coverages this reader does not keep, and a table's totals: never a kept coverage's column or row. */
const OTHER_COVERAGE =
  /\b(?:pip|personal\s*injury\s*protection|no-?\s*fault|rental|transportation|towing|roadside|road\s*service|gap\b|loan\s*\/?\s*lease|glass|accidental\s*death|funeral|income\s*loss|waiver)/;
const TOTAL = /^(?:total|premium|subtotal)\b/i;
/** Comprehensive in plain words: "Theft, glass and weather" names glass among its perils, not a glass coverage. */
const THEFT_GLASS_WEATHER = /theft,?\s*(?:glass\s*(?:and|&|,)\s*)?(?:weather|vandalism)/;

/** A title of another coverage or a total ("Loan/Lease Gap Coverage", "Total Per Vehicle"). */
export const isOtherCoverage = (label: string): boolean =>
  OTHER_COVERAGE.test(label.toLowerCase()) || TOTAL.test(label.trim());

export function classifyAutoLabel(label: string): AutoLabel | null {
  const t = label.toLowerCase().replace(POLICY_PART, "");
  if (
    OTHER_COVERAGE.test(t.replace(THEFT_GLASS_WEATHER, "")) &&
    !/collision/.test(t.replace(/collision\s*deductible\s*waiver/, ""))
  )
    return null;
  const um =
    /uninsured|\bunins\b\.?|\bum\b|\bumbi\b|\bumpd\b|(?:drivers?|motorists?)\s*(?:with\s*no|without(?:\s*any)?)\s*insurance/.test(
      t,
    );
  const uim = /underinsured|\bunderins\b\.?|\buim(?:bi|pd)?\b/.test(t);
  const pd =
    /property\s*damage|\bprop\.?\s*(?:dam(?:age|\.|\b)|dmg\b)|\bpd\b|\bui?mpd\b|damage\s*(?:you\s*cause\s*)?to\s*(?:others|other\s*people|someone\s*else)['’]?s?\s*(?:property|cars?|vehicles?|stuff|things)|property\s*of\s*others/.test(
      t,
    );
  // Plain-language names as insurtech pages print them: "Injuries you cause to others", "Car damage
  // caused by uninsured drivers".
  const bi =
    /bodily\s*inj(?:ury|\.|\b)|\bbi\b|\bui?mbi\b|injur(?:y|ies)\s*(?:you\s*cause\s*)?to\s*(?:others|other\s*people)|liability\s*to\s*others\s*for\s*injur/.test(
      t,
    );
  if (um || uim) {
    const hurt = bi || /\binjur(?:y|ies)\b|\bhurts?\b/.test(t);
    const damage = pd || /\b(?:car|vehicle|auto)\s*damage\b|\byour\s*(?:car|vehicle)\b/.test(t);
    const prefix = um ? "UM" : "UIM";
    if (damage && !hurt) return `${prefix}PD` as CoverageCode;
    if (hurt) return `${prefix}BI` as CoverageCode;
    return prefix;
  }
  if (/\bcrash(?:es)?\b/.test(t)) return "COLL";
  // "If it's stolen or damaged by weather, fire, animals…": what the car suffers that is no crash.
  if (THEFT_GLASS_WEATHER.test(t) || /weather\s*(?:and|&|,)\s*animals|stolen\s*or\s*damaged\s*by/.test(t))
    return "COMP";
  if (/medical\s*(?:bills|expenses)(?:\s*for\s*you|$)/.test(t)) return "MEDPAY";
  if (
    /comprehensive|other\s*than\s*(?:a\s*)?collision|not\s*(?:from|by|caused\s*by|due\s*to)\s*(?:a\s*)?collision|\botc\b|^comp\b|\bcmp\b|\bded\W{0,2}comp?\b|fire\s*(?:,|and|&)\s*theft/.test(
      t,
    )
  )
    return "COMP";
  if (/collision|^coll?\b|\bded\W{0,2}coll?\b/.test(t)) return "COLL";
  if (bi && pd) return "CSL";
  if (/combined\s*single\s*limit|single\s*limit\s*liability|\bcsl\b/.test(t)) return "CSL";
  if (bi) return "BI";
  if (pd) return "PD";
  // An agency listing's column titles are cut to a word: "Med", "Medical", "Liab"; its screens to a code, "MP".
  if (/med(?:ical)?\.?\s*pay(?:ments?)?|medical\s*expenses?(?:\s*coverage)?\b|^med(?:ical)?\.?$|^mp$/.test(t.trim()))
    return "MEDPAY";
  if (/^liab\.?$/.test(t.trim())) return "LIABILITY";
  if (/^(?:auto\s*)?liability(?:\s*(?:to\s*others|coverage|insurance|limits?))?\b/.test(t)) return "LIABILITY";
  return null;
}

/**
 * The trade's short forms of the home coverages ("Dwlg", "Oth Str", "Pers Prop", "Pers Liab",
 * "Med Pay"), spelled out so one set of words decides the code.
 */
/** The unit's number an export prints before a coverage's code ("1 COVA"): no part of the label, no value. */
export const UNIT_BEFORE_CODE = /^\d{1,2}\s+(?=cov[a-f]\b)/i;

function spelledOut(label: string): string {
  return (
    label
      .toLowerCase()
      // A list's bullet or dash before the label ("• Liability protection").
      .replace(/^[^a-z0-9(]+/, "")
      .replace(/\bdw(?:e?ll?g|el|ell)\b\.?/g, "dwelling")
      .replace(/\both(?:er|r)?\.?\s*str(?:uc(?:t(?:ure)?s?)?|s)?\b\.?/g, "other structures")
      .replace(/\bpers(?:onal)?\.?\s*prop(?:erty)?\b\.?/g, "personal property")
      .replace(/\bpers(?:onal)?\.?\s*liab(?:ility)?\b\.?/g, "personal liability")
      .replace(/\bmed\.?\s*pay\b/g, "medical payments")
      .replace(/\bbldg\b\.?/g, "building")
      .replace(/\bloss\s*use\b/g, "loss of use")
      .replace(/\bliab\b\.?/g, "liability")
      .replace(/\bcov\b\.?/g, "coverage")
      // A system's coverage codes: "COVA", "1 COVC" (the unit's number before it).
      .replace(UNIT_BEFORE_CODE, "")
      .replace(/\bcov([a-f])\b/g, "coverage $1")
  );
}

/** The standard homeowners form's letters, for a label that prints the letter and no words for it. */
const ISO_LETTERS: Record<string, CoverageCode> = {
  a: "DWELLING",
  b: "OTHER_STRUCTURES",
  c: "PERSONAL_PROPERTY",
  d: "LOSS_OF_USE",
  e: "PERSONAL_LIABILITY",
  f: "MEDICAL_PAYMENTS",
};

export function classifyHomeLabel(label: string): CoverageCode | null {
  const t = spelledOut(label);
  // A dwelling-fire form's liability is the premises' ("Coverage L - Premises Liability").
  if (/premises\s*liability/.test(t)) return "PERSONAL_LIABILITY";
  if (
    /dwelling\s*(?:age|style|type|limit\s*:|built|information|fire\b|property\s*\d)|extended\s*dwelling|dwelling\s*replacement|building\s*code|ordinance|water|identity|assessment|scheduled|jewelry|mold|earthquake|flood|location\s*of|(?:dwelling|property|risk|insured)\s*location|premises|address|^(?:use|usage|occupancy)\b/.test(
      t,
    )
  )
    return null;
  // Plain-language notices name the coverages for what they pay for ("Your belongings").
  if (
    /other\s*structures?|coverage\s*b\s*[-–.:]\s*other|appurtenant|related\s*(?:private\s*)?structures|detached\s*structures|(?:other|separate)\s*(?:buildings|structures)|structures\s*(?:on|around)\s*(?:your|the)\s*(?:property|premises|land)/.test(
      t,
    )
  )
    return "OTHER_STRUCTURES";
  if (/personal\s*property|contents|unscheduled|belongings|possessions|your\s*(?:stuff|things)/.test(t))
    return "PERSONAL_PROPERTY";
  if (
    /loss\s*of\s*use|additional\s*living|living\s*expenses|fair\s*rental\s*value|\bale\b|extra\s*costs?\s*while|hotel\s*(?:bills|stays?|costs|,\s*meals)/.test(
      t,
    )
  )
    return "LOSS_OF_USE";
  if (
    /personal\s*liability|family\s*liability|responsible\s*for\s*(?:someone|another)['’]?s?\s*(?:injur|damage)|^(?:coverage\s*)?[el]?\s*[-–.]?\s*liability\b|liability\s*[-–(]?\s*each\s*occurrence/.test(
      t,
    )
  )
    return "PERSONAL_LIABILITY";
  if (
    /medical\s*pay(?:ments?)?|guest\s*medical|medical\s*expense|guest['’]?s?\s*(?:doctor|medical|hospital)\s*bills/.test(
      t,
    )
  )
    return "MEDICAL_PAYMENTS";
  // A title ("Dwelling Policy Declarations") names the form, not a coverage.
  if (/polic(?:y|ies)\s*(?:declarations?|summary)|\bdeclarations?\b/.test(t)) return null;
  // A unit owner's (HO-6) building coverage goes by the parts of the unit it pays for, or by the
  // unit itself under its letter ("A Unit", "Coverage A - Unit").
  if (
    /dwelling|coverage\s*a\b(?!\s*to)|improvements\s*(?:and|&)\s*betterments|unit\s*improvements|additions\s*(?:and|&)\s*alterations|building\s*(?:property|items)|unit\s*(?:owners?\s*)?(?:building|coverage|structure)|^(?:coverage\s*)?a\s*[-–.:]?\s*unit\b/.test(
      t,
    )
  )
    return "DWELLING";
  // Plain language names the house by what happens to it ("If your house is damaged or destroyed").
  if (/(?:your|the)\s*(?:house|home)\s*is\s*(?:damaged|destroyed)/.test(t)) return "DWELLING";
  // Lay names for the house, in a label of a few words: not a title ("House & Home Policy
  // Declarations") nor a sentence ("This policy covers your home at 15 Elm St").
  if (
    t.split(/\s+/).length <= 5 &&
    !/\b(?:at|on|of|is|in|for)\s*:?$/.test(t) &&
    /\bhouse\b|residence|your\s*home\b|home\s*itself|(?:main|primary)\s*(?:building|structure)|the\s*building\s*itself/.test(
      t,
    ) &&
    !/polic|declaration|insurance|program|premium|discount|secondary/.test(t)
  )
    return "DWELLING";
  // "Cov A", "Cov F Med": the letter alone names it, when the words printed with it name nothing.
  const letter = /^coverage\s*([a-f])\b/.exec(t.trim());
  return letter ? ISO_LETTERS[letter[1]] : null;
}

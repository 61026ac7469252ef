// The lines of business a heading names when one paper covers several policies (a package summary,
// an agency's account screen): which section is the auto policy, which the home.

export type LineOfBusiness = "auto" | "home" | "other";

const LINES: [LineOfBusiness, RegExp][] = [
  ["auto", /\b(?:personal\s*)?auto(?:mobile)?s?\b|\bcar\s*insurance\b|\bprivate\s*passenger\b/i],
  [
    "home",
    /\bhome(?:owners?['’]?s?)?\b|\bdwelling\b|\bcondo(?:minium)?s?\b|\brenters?['’]?s?\b|\btenants?\b|\blandlord\b|\bHO[\s-]?\d\b|\bresidence\b/i,
  ],
  [
    "other",
    /\bumbrella\b|\bboat\b|\bwatercraft\b|\bmotorcycles?\b|\blife\b|\bflood\b|\bearthquake\b|\bpets?\b|\bjewel(?:le)?ry\b|\brecreational\b/i,
  ],
];

/** The one line of business `text` names, or null when it names none or more than one ("Auto + Home"). */
export function lineOfBusiness(text: string): LineOfBusiness | null {
  const named = LINES.filter(([, re]) => re.test(text)).map(([line]) => line);
  return named.length === 1 ? named[0] : null;
}

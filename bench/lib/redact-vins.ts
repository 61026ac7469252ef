import type { TextPage } from "@/lib/service/documents/text/types";
import type { CorpusTruth } from "@/tests/support/declarations";

// Anonymised copies of real declarations pages blank their VINs out. Removing every VIN from a
// generated page's text, and from its truth, shows how the reader does on such copies of kinds
// nobody wrote a VIN-less rule for: vehicles must then be found by their descriptions.

/** A VIN as printed: whole, or in groups split by single spaces ("1HGC M826 33A0 0435 2"). */
const printedVin = (vin: string) => new RegExp(vin.split("").join(" ?"), "gi");

/** Blanks every VIN of the truth out of the page's words, as white-out leaves the rest of the line. */
export function redactVinWords(pages: TextPage[], vins: string[]): TextPage[] {
  const patterns = vins.map(printedVin);
  const blank = (text: string) =>
    patterns
      .reduce((t, re) => t.replace(re, ""), text)
      .replace(/\s{2,}/g, " ")
      .trim();
  return pages.map((page) => ({
    ...page,
    lines: page.lines.flatMap((line) => {
      const words = line.words.map((w) => ({ ...w, text: blank(w.text) })).filter((w) => w.text);
      const changed = words.length !== line.words.length || words.some((w, i) => w.text !== line.words[i].text);
      return !changed ? [line] : words.length ? [{ ...line, words, text: words.map((w) => w.text).join(" ") }] : [];
    }),
  }));
}

/** The truth of a page whose VINs were blanked: every VIN unknown, as an anonymised sample's truth has it. */
export function truthWithoutVins(truth: CorpusTruth): CorpusTruth {
  const policy = truth.policy;
  return {
    ...truth,
    policy: {
      ...policy,
      properties: policy.properties.map((p) => (p.type === "vehicle" ? { ...p, data: { ...p.data, vin: null } } : p)),
      coverages: policy.coverages.map((c) => ("vin" in c ? { ...c, vin: null } : c)),
      thirdParties: policy.thirdParties.map((t) => ("vin" in t ? { ...t, vin: null } : t)),
    },
  } as CorpusTruth;
}

export const truthVins = (truth: CorpusTruth): string[] =>
  truth.policy.properties.flatMap((p) => (p.type === "vehicle" && p.data.vin ? [p.data.vin] : []));

import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { ALL_LAYOUT_KINDS, generatePage, INDEPENDENT_KINDS, LAYOUT_KINDS } from "@/tests/support/declarations";

// The independent kinds (tests/support/declarations/kinds) are generator code: these check the
// generator's own promises, not the reader. Each kind is reachable by name, makes a text PDF, and
// its truth is read off its own page (the policy number and VINs it claims are printed are there).

async function pageText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return (text as string).replace(/\s+/g, " ");
}

describe("independent declarations kinds", () => {
  it("are named apart from the lexicon kinds and listed in ALL_LAYOUT_KINDS", () => {
    expect(INDEPENDENT_KINDS.length).toBeGreaterThanOrEqual(3);
    for (const k of INDEPENDENT_KINDS) {
      expect(LAYOUT_KINDS as readonly string[]).not.toContain(k);
      expect(ALL_LAYOUT_KINDS).toContain(k);
    }
  });

  for (const kind of INDEPENDENT_KINDS)
    it(`${kind}: prints auto and home pages whose truth is on the page`, async () => {
      for (const [i, type] of [
        [0, "auto"],
        [1, "home"],
        [2, "condo"],
      ] as const) {
        const page = await generatePage("independent", i, {
          layouts: [kind],
          types: [type],
          damage: 0,
          scannedPage: 0,
        });
        expect(page.layout).toBe(kind);
        expect(page.truth.layout.split("+")[0]).toBe(kind);
        expect(new TextDecoder().decode(page.bytes.slice(0, 5))).toBe("%PDF-");
        const t = page.truth.policy;
        expect(t.type).toBe(type);
        const text = (await pageText(page.bytes)).toUpperCase();
        expect(text).toContain(t.policyNumber.toUpperCase());
        for (const p of t.properties) if (p.type === "vehicle") expect(text).toContain(p.data.vin);
        // The truth only claims a NAIC code or loan number the page prints.
        if (t.carrier.naicCode) expect(text).toContain(t.carrier.naicCode);
        for (const party of t.thirdParties)
          if (party.loanNumber) expect(text).toContain(party.loanNumber.toUpperCase());
      }
    });

  it("leaves the shared policy untouched and reproduces bytes from (seed, index)", async () => {
    const a = await generatePage("independent-repeat", 5, { layouts: ["vehicle-columns"] });
    const b = await generatePage("independent-repeat", 5, { layouts: ["vehicle-columns"] });
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    expect(a.truth).toEqual(b.truth);
  });
});

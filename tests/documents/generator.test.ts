import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { PolicySchema } from "@/lib/schemas/policy";
import { vinCheckDigitValid } from "@/lib/vin";
import { generatePage, LAYOUT_KINDS } from "@/tests/support/declarations";
import { yearCode } from "@/lib/vin/readings";
import { addMonths } from "@/tests/support/declarations/policy";
import { truthToPolicy } from "@/tests/support/declarations/to-policy";

// The declarations generator measures how the parser generalises; these pin what makes its
// numbers trustworthy: reproducible pages, truths the project's schema accepts, every layout kind
// in use, and truth values that are really on the page.

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  await pdf.destroy();
  return text;
}

describe("declarations generator", () => {
  it("makes the same bytes and truth from the same seed and index, other bytes from another index", async () => {
    const a = await generatePage(42, 3);
    const b = await generatePage(42, 3);
    const c = await generatePage(42, 4);
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    expect(a.truth).toEqual(b.truth);
    expect(Buffer.from(a.bytes).equals(Buffer.from(c.bytes))).toBe(false);
  });

  it("produces every layout kind and policy type over 50 seeds, with truths the Policy schema accepts", async () => {
    const kinds = new Set<string>();
    const types = new Set<string>();
    for (let seed = 1; seed <= 50; seed++) {
      const page = await generatePage(seed, 0);
      kinds.add(page.layout);
      types.add(page.truth.policy.type);
      const parsed = PolicySchema.safeParse(truthToPolicy(page.truth.policy));
      expect(parsed.error?.issues ?? [], page.id).toEqual([]);
    }
    expect([...kinds].sort()).toEqual([...LAYOUT_KINDS].sort());
    expect([...types].sort()).toEqual(["auto", "condo", "home"]);
  });

  it("keeps policies internally consistent: VIN check digits and year codes, terms, split limits", async () => {
    for (let i = 0; i < 40; i++) {
      const { policy } = (await generatePage("consistency", i)).truth;
      const months = policy.type === "auto" ? [6, 12] : [12];
      expect(months.map((m) => addMonths(policy.effectiveDate, m))).toContain(policy.expirationDate);
      for (const p of policy.properties)
        if (p.type === "vehicle") {
          expect(vinCheckDigitValid(p.data.vin), p.data.vin).toBe(true);
          expect(p.data.vin[9]).toBe(yearCode(p.data.year));
        }
      for (const c of policy.coverages)
        if (c.limitPerPerson !== null) expect(c.limitPerPerson).toBeLessThanOrEqual(c.limitPerAccident!);
      const vins = policy.properties.flatMap((p) => (p.type === "vehicle" ? [p.data.vin] : []));
      for (const party of policy.thirdParties) if (policy.type === "auto") expect(vins).toContain(party.vin);
    }
  });

  it("prints the truth's policy number, VINs and premium in the PDF's text layer", async () => {
    for (let i = 0; i < 12; i++) {
      const page = await generatePage(7, i, { damage: 0, scannedPage: 0 });
      const text = (await pdfText(page.bytes)).replace(/\s+/g, "");
      const { policy } = page.truth;
      expect(text, page.id).toContain(policy.policyNumber.replace(/\s+/g, ""));
      for (const p of policy.properties) if (p.type === "vehicle") expect(text, page.id).toContain(p.data.vin);
      const cents = policy.premium.toFixed(2).split(".")[1];
      expect(text, page.id).toMatch(
        new RegExp(`${Math.floor(policy.premium).toLocaleString("en-US").replace(/,/g, ",?")}\\.${cents}`),
      );
    }
  });

  it("letter-spaces lines of a damaged text layer", async () => {
    let i = 0;
    let page = await generatePage("spaced", i, { damage: 1, scannedPage: 0 });
    while (!/letter-spaced/.test(page.truth.render.damage.join()))
      page = await generatePage("spaced", ++i, { damage: 1, scannedPage: 0 });
    const text = await pdfText(page.bytes);
    expect(text).toMatch(/(?:\b\S ){4,}/);
  });

  it("drops ligatures from label words only, never from truth values", async () => {
    let broken = 0;
    for (let i = 0; i < 40; i++) {
      const page = await generatePage("ligatures", i, { damage: 1, scannedPage: 0 });
      if (!page.truth.render.damage.includes("ligatures lost")) continue;
      const text = await pdfText(page.bytes);
      expect(text, page.id).not.toMatch(/Effective Date|Vehicle Identification No\.|financial interest/);
      if (/Eective|E\. Date|Identication|nancial interest/.test(text)) broken++;
      const flat = text.replace(/\s+/g, "");
      expect(flat, page.id).toContain(page.truth.policy.carrier.name.replace(/\s+/g, ""));
      for (const p of page.truth.policy.thirdParties) expect(flat, page.id).toContain(p.name.replace(/\s+/g, ""));
    }
    expect(broken).toBeGreaterThan(0);
  });

  it("leaves a scanned page without a text layer, as a picture of the page", async () => {
    const page = await generatePage(7, 1, { damage: 0, scannedPage: 1 });
    const scanned = Number(/^page (\d+) without text layer$/.exec(page.truth.render.damage[0] ?? "")?.[1]);
    expect(scanned).toBeGreaterThan(0);
    const pdf = await getDocumentProxy(new Uint8Array(page.bytes));
    const { text } = await extractText(pdf, { mergePages: false });
    expect(text[scanned - 1].trim()).toBe("");
    const ops = await (await pdf.getPage(scanned)).getOperatorList();
    expect(ops.fnArray.length).toBeGreaterThan(0);
    await pdf.destroy();
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { terminateOcrPool } from "@/lib/service/documents/text/ocr-pool";
import { processDocumentBytes } from "@/lib/service/documents/process";
import { makePdf } from "../fixtures/documents/make-pdf";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "documents");
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(fixtures, name)));
const auto = { policyType: "auto" as const, name: "test" };

afterAll(async () => {
  await terminateOcrPool();
});

describe("processDocumentBytes", () => {
  it("turns a text PDF into a draft from its text layer", async () => {
    const result = await processDocumentBytes(fixture("auto-declarations.pdf"), auto);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.method).toBe("text-layer");
    expect(result.pages).toBe(1);
    expect(result.draft).toMatchObject({ policyNumber: "AB-123-4567", premium: 549.08, effectiveDate: "2026-03-01" });
    expect(result.draft.properties[0]).toMatchObject({ data: { vin: "1HGCM82633A004352" } });
  });

  it("reads a scanned page through OCR", async () => {
    const result = await processDocumentBytes(fixture("auto-declarations.png"), auto);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.method).toBe("ocr");
    expect(result.draft.policyNumber).toBe("AB-123-4567");
    expect(result.draft.effectiveDate).toBe("2026-03-01");
    expect(result.draft.premium).toBe(549.08);
    expect(result.draft.properties[0]).toMatchObject({ data: { vin: "1HGCM82633A004352", year: 2021 } });
  }, 60_000);

  it("reports zero bytes and a blank page as empty", async () => {
    expect(await processDocumentBytes(new Uint8Array(), auto)).toEqual({ ok: false, errorCode: "document-empty" });
    expect(await processDocumentBytes(makePdf([]), auto)).toEqual({ ok: false, errorCode: "document-empty" });
  });

  it("rejects wrong formats, truncated files and documents that are not insurance", async () => {
    const text = new TextEncoder().encode(
      "ACME MUTUAL INSURANCE\nPolicy Number: AB-123-4567\nTotal Premium: $549.08\n",
    );
    expect(await processDocumentBytes(text, auto)).toMatchObject({ ok: false, errorCode: "document-invalid" });
    const pdf = fixture("auto-declarations.pdf");
    expect(await processDocumentBytes(pdf.subarray(0, 400), auto)).toMatchObject({
      ok: false,
      errorCode: "document-invalid",
    });
    expect(await processDocumentBytes(fixture("recipe.pdf"), auto)).toMatchObject({
      ok: false,
      errorCode: "document-invalid",
    });
  });

  it("returns a declarations page whose number, dates and carrier are redacted, for review", async () => {
    const pdf = makePdf([
      [[50, "Amended House & Home Policy Declarations"]],
      [
        [50, "Total Premium for the Policy Period"],
        [330, "$1,085.19"],
      ],
      [
        [50, "Named Insured(s)"],
        [330, "Joel Rogers"],
      ],
      [
        [50, "Policy number"],
        [330, "XXXXXXXXXX"],
      ],
      [[50, "Your insured property, its coverages and deductibles are listed on the next page."]],
    ]);
    const result = await processDocumentBytes(pdf, { policyType: "home", name: "redacted" });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.draft.premium).toBe(1085.19);
  });
});

import { describe, expect, it } from "vitest";
import { detectDocumentType } from "@/lib/shared/document-type";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("detectDocumentType", () => {
  it("recognises PDF, PNG and JPEG by their magic bytes", () => {
    expect(detectDocumentType(new TextEncoder().encode("%PDF-1.7\n%…"))).toBe("pdf");
    expect(detectDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe("png");
    expect(detectDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("jpeg");
  });

  it("accepts a PDF header after a little leading junk", () => {
    expect(detectDocumentType(new TextEncoder().encode("\n\n  %PDF-1.4\n"))).toBe("pdf");
  });

  it("rejects other formats whatever their name says", () => {
    expect(detectDocumentType(bytes())).toBeNull();
    expect(detectDocumentType(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBeNull(); // ZIP / docx
    expect(detectDocumentType(new TextEncoder().encode("ACME INSURANCE\nPolicy Number: 1234"))).toBeNull();
    expect(detectDocumentType(bytes(0x89, 0x50, 0x4e))).toBeNull(); // truncated PNG signature
  });
});

import { readFileSync } from "node:fs";
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { processDocumentBytes } from "@/lib/service/documents/process";

// The native image decoder segfaults on some of these; the pipeline must answer document-invalid instead.
const png = readFileSync("tests/fixtures/documents/auto-declarations.png");
const jpg = createCanvas(400, 300).toBuffer("image/jpeg");
/** The PNG with one byte inside its image data changed (its chunk CRC no longer holds). */
const flipped = Buffer.from(png);
flipped[Math.floor(png.length / 2)] ^= 0xff;

describe("corrupt images never take the process down", () => {
  it.each([
    ["an 12-byte PNG signature", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ["a PNG cut after its header", png.subarray(0, 40)],
    ["a PNG header followed by garbage", Buffer.concat([png.subarray(0, 33), Buffer.alloc(2000, 7)])],
    ["a PNG cut in the middle of its image data", png.subarray(0, Math.floor(png.length / 2))],
    ["a PNG with one byte of image data changed", flipped],
    ["a 6-byte JPEG", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
    ["a JPEG cut in half", jpg.subarray(0, Math.floor(jpg.length / 2))],
  ])("%s → document-invalid", async (_label, bytes) => {
    const result = await processDocumentBytes(new Uint8Array(bytes), { policyType: "auto", name: "corrupt" });
    expect(result).toMatchObject({ ok: false, errorCode: "document-invalid" });
  });
});

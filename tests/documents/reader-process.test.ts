import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReaderPool } from "@/lib/service/documents/reader/pool";
import { AUTO_DECLARATIONS } from "../fixtures/documents/declarations";
import { makePagesPdf } from "../fixtures/documents/make-pages-pdf";
import { generatePage } from "../support/declarations";
import { builtReader } from "../support/reader-build";

// Documents are read in processes of their own (the built reader): the process that answers
// HTTP keeps answering while a scan is OCR'd or a garbled PDF is rendered.

let readers: ReaderPool;
beforeAll(() => {
  readers = new ReaderPool({ entry: builtReader(), size: 1 });
});
afterAll(() => readers.stop());
const readInReader: ReaderPool["read"] = (bytes, opts) => readers.read(bytes, opts);

/** The longest the event loop went without running a 10 ms timer while `work` ran. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 10);
  await work;
  clearInterval(timer);
  return worst;
}

describe("reading process", () => {
  it("reads a generated page to the same policy as the in-process reader", async () => {
    const page = await generatePage(77, 3, { damage: 0 });
    const result = await readInReader(page.bytes, { policyType: page.policyType, name: page.id });
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.draft.policyNumber?.replace(/[\s-]/g, "")).toBe(
        page.truth.policy.policyNumber.replace(/[\s-]/g, ""),
      );
  }, 60_000);

  it("keeps the caller's event loop free while a garbled PDF is rendered and OCR'd", async () => {
    const pdf = makePagesPdf([AUTO_DECLARATIONS, AUTO_DECLARATIONS], { garbleTextLayer: true });
    const reading = readInReader(pdf, { policyType: "auto", name: "garbled.pdf", deadlineMs: 20_000 });
    const stall = await longestStall(reading);
    const result = await reading;
    console.log(`longest event-loop stall while reading by OCR: ${stall.toFixed(0)} ms`);
    expect(result).toMatchObject({ ok: true, method: "ocr" });
    expect(stall).toBeLessThan(250);
  }, 90_000);
});

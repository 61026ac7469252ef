import { extractText } from "./extract-text";
import { ocrPool } from "./text/ocr-pool";
import { parsePolicy } from "./parse";

// The first document after a start paid for loading pdf.js and compiling its hot paths (~0.2 s)
// and for starting the OCR workers (seconds). A long-running process pays that at boot instead.

/** One page of text (over 40 characters, so its text layer counts as the whole page). */
export function tinyPdf(): Uint8Array {
  const text = "Declarations Page Policy Number WARM-UP-0001 Total Premium $1.00";
  const content = `BT /F1 10 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<</Type/Catalog/Pages 2 0 R>>",
    "<</Type/Pages/Kids[3 0 R]/Count 1>>",
    "<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources <</Font <</F1 5 0 R>>>>>>",
    `<</Length ${content.length}>>\nstream\n${content}\nendstream`,
    "<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** Loads the PDF reader and parser and starts the OCR workers. Never throws: it only saves time. */
export async function warmDocumentPipeline(): Promise<void> {
  try {
    const text = await extractText(tinyPdf(), "pdf");
    parsePolicy(text.pages, { policyType: "auto" });
    await ocrPool().warm();
  } catch {
    // A failed warm-up leaves the first document to do the same work, and report any error itself.
  }
}

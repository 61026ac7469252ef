// CSV for spreadsheets. A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab
// or carriage return, per OWASP's CSV injection advice) is prefixed with ' so it stays text. A cell
// holding a semicolon is quoted too: spreadsheets in locales whose decimal mark is a comma split
// CSV on semicolons.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: unknown[]): string => cells.map(csvCell).join(",") + "\r\n";

/**
 * A CSV body written batch by batch as `batches` yields rows, so a long export never sits whole
 * in memory. Starts with a byte-order mark so Excel reads the text as UTF-8.
 */
export function csvStream(header: string[], batches: AsyncIterable<unknown[][]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode("\ufeff" + csvRow(header)));
        return;
      }
      const next = await iterator.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(next.value.map(csvRow).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

export function csvResponse(filename: string, body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
}

import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import type { ReportModel, Tone } from "./report-model";
import type { RuleStatus } from "@/lib/schemas/validation";

// Draws the report on US Letter pages with the PDF standard fonts: nothing to embed or fetch, and
// the text stays real text, so the verdict can be searched and copied out of the file.

const PAGE = { width: 612, height: 792, margin: 54 };
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE_LINE = rgb(0.85, 0.87, 0.9);
const TONES: Record<Tone | RuleStatus, { ink: RGB; fill: RGB }> = {
  pass: { ink: rgb(0.08, 0.45, 0.2), fill: rgb(0.92, 0.98, 0.93) },
  fail: { ink: rgb(0.72, 0.11, 0.11), fill: rgb(0.99, 0.93, 0.93) },
  review: { ink: rgb(0.6, 0.36, 0.02), fill: rgb(1, 0.97, 0.88) },
  caution: { ink: rgb(0.6, 0.36, 0.02), fill: rgb(1, 0.97, 0.88) },
  unknown: { ink: MUTED, fill: rgb(0.95, 0.96, 0.97) },
  neutral: { ink: MUTED, fill: rgb(0.95, 0.96, 0.97) },
};
const STATUS_WORD: Record<RuleStatus, string> = { pass: "Pass", fail: "Fail", caution: "Caution", unknown: "Unknown" };

// What WinAnsi (the standard fonts' encoding) lacks, said with what it has.
const SUBSTITUTES: Record<string, string> = {
  "≤": "<=",
  "≥": ">=",
  "→": "->",
  "←": "<-",
  "✓": "ok",
  "✗": "x",
  "\u00a0": " ",
  "\u2009": " ",
  "\u202f": " ",
};

class Writer {
  private doc: PDFDocument;
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];
  private charset: Set<number>;

  constructor(
    doc: PDFDocument,
    private regular: PDFFont,
    private bold: PDFFont,
  ) {
    this.doc = doc;
    this.charset = new Set(regular.getCharacterSet());
    this.newPage();
  }

  /** Text the font can encode; anything else becomes its closest WinAnsi spelling or "?". */
  clean(text: string): string {
    let out = "";
    for (const ch of text.replace(/[\r\n\t]+/g, " ")) {
      if (this.charset.has(ch.codePointAt(0)!)) out += ch;
      else if (SUBSTITUTES[ch] !== undefined) out += SUBSTITUTES[ch];
      else {
        const base = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
        out += [...base].every((c) => this.charset.has(c.codePointAt(0)!)) ? base : "?";
      }
    }
    return out;
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }

  private room(height: number) {
    if (this.y - height < PAGE.margin + 20) this.newPage();
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const word of this.clean(text).split(" ")) {
      const last = lines.at(-1);
      const joined = last === undefined ? word : `${last} ${word}`;
      if (last !== undefined && font.widthOfTextAtSize(joined, size) <= width) lines[lines.length - 1] = joined;
      else if (font.widthOfTextAtSize(word, size) <= width) lines.push(word);
      else {
        // A word wider than the column (a hash, a token) is cut where it meets the edge.
        let rest = word;
        while (rest) {
          let n = rest.length;
          while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--;
          lines.push(rest.slice(0, n));
          rest = rest.slice(n);
        }
      }
    }
    return lines.length ? lines : [""];
  }

  text(text: string, o: { size?: number; bold?: boolean; color?: RGB; indent?: number; gap?: number } = {}) {
    const size = o.size ?? 10;
    const font = o.bold ? this.bold : this.regular;
    const x = PAGE.margin + (o.indent ?? 0);
    for (const line of this.wrap(text, font, size, PAGE.width - PAGE.margin - x)) {
      this.room(size * 1.35);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: o.color ?? INK });
      this.y -= size * 1.35;
    }
    this.y -= o.gap ?? 0;
  }

  heading(text: string) {
    this.room(40);
    this.y -= 10;
    this.text(text, { size: 13, bold: true, gap: 2 });
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: RULE_LINE,
    });
    this.y -= 6;
  }

  /** Label and value side by side; the value wraps in its own column. */
  pairs(rows: [string, string][], labelWidth = 150) {
    const size = 9.5;
    const valueX = PAGE.margin + labelWidth;
    for (const [label, value] of rows) {
      const labels = this.wrap(label, this.bold, size, labelWidth - 8);
      const values = this.wrap(value, this.regular, size, PAGE.width - PAGE.margin - valueX);
      const lines = Math.max(labels.length, values.length);
      this.room(lines * size * 1.35);
      for (let i = 0; i < lines; i++) {
        const y = this.y - size - i * size * 1.35;
        if (labels[i]) this.page.drawText(labels[i], { x: PAGE.margin, y, size, font: this.bold, color: MUTED });
        if (values[i]) this.page.drawText(values[i], { x: valueX, y, size, font: this.regular, color: INK });
      }
      this.y -= lines * size * 1.35 + 2;
    }
  }

  /** A coloured box holding the verdict word and its headline. */
  banner(word: string, headline: string, tone: Tone) {
    const { ink, fill } = TONES[tone];
    const width = PAGE.width - 2 * PAGE.margin;
    const lines = this.wrap(headline, this.regular, 10.5, width - 24);
    const height = 30 + 16 + lines.length * 14;
    this.room(height + 8);
    this.page.drawRectangle({
      x: PAGE.margin,
      y: this.y - height,
      width,
      height,
      color: fill,
      borderColor: ink,
      borderWidth: 1,
    });
    this.page.drawText(this.clean(`Verdict: ${word}`), {
      x: PAGE.margin + 12,
      y: this.y - 32,
      size: 20,
      font: this.bold,
      color: ink,
    });
    lines.forEach((line, i) =>
      this.page.drawText(line, {
        x: PAGE.margin + 12,
        y: this.y - 52 - i * 14,
        size: 10.5,
        font: this.regular,
        color: INK,
      }),
    );
    this.y -= height + 10;
  }

  /** "[Fail] Collision coverage": the status in words and colour, then the title. */
  statusLine(status: RuleStatus, title: string, indent = 0, size = 10) {
    const tag = `[${STATUS_WORD[status]}]`;
    const x = PAGE.margin + indent;
    const tagWidth = this.bold.widthOfTextAtSize(tag, size) + 6;
    const titles = this.wrap(title, this.bold, size, PAGE.width - PAGE.margin - x - tagWidth);
    this.room(titles.length * size * 1.35 + 4);
    this.page.drawText(tag, { x, y: this.y - size, size, font: this.bold, color: TONES[status].ink });
    titles.forEach((t, i) =>
      this.page.drawText(t, { x: x + tagWidth, y: this.y - size - i * size * 1.35, size, font: this.bold, color: INK }),
    );
    this.y -= titles.length * size * 1.35 + 1;
  }

  footers(text: string) {
    const size = 8;
    this.pages.forEach((page, i) => {
      const right = `Page ${i + 1} of ${this.pages.length}`;
      page.drawText(this.clean(text), { x: PAGE.margin, y: PAGE.margin - 24, size, font: this.regular, color: MUTED });
      page.drawText(right, {
        x: PAGE.width - PAGE.margin - this.regular.widthOfTextAtSize(right, size),
        y: PAGE.margin - 24,
        size,
        font: this.regular,
        color: MUTED,
      });
    });
  }
}

export async function renderReportPdf(model: ReportModel, createdAt = new Date()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${model.title} — ${model.footer}`.replace("—", "-"));
  doc.setAuthor("Covercheck");
  doc.setCreator("Covercheck");
  doc.setProducer("Covercheck (pdf-lib)");
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  w.text(model.title, { size: 18, bold: true });
  w.text(model.subtitle, { size: 9, color: MUTED, gap: 10 });
  w.banner(model.verdict.word, model.verdict.headline, model.verdict.tone);
  if (model.verdict.reasons.length) {
    w.text("Why", { bold: true, size: 10.5, gap: 2 });
    for (const r of model.verdict.reasons) w.text(`- ${r}`, { size: 9.5, indent: 8 });
  }

  w.heading("Review decision");
  w.pairs(model.review.decision);
  if (model.review.notes.length) {
    w.text("Notes", { bold: true, size: 10.5, gap: 2 });
    for (const n of model.review.notes) w.text(`${n.at} · ${n.by}: ${n.text}`, { size: 9, indent: 8 });
  }

  w.heading("Session");
  w.pairs(model.session);
  w.heading("Loan");
  w.pairs(model.loan);
  w.heading("Document");
  w.pairs(model.document);
  w.heading("Borrower's consent");
  w.pairs(model.consent);

  for (const p of model.policies) {
    w.heading(p.heading);
    w.pairs(p.facts);
    w.text(`Rules: ${p.run}`, { size: 9.5, color: MUTED, gap: 4 });
    for (const rule of p.rules) {
      w.statusLine(rule.status, rule.title);
      w.text(rule.message, { size: 9, indent: 12, color: MUTED });
      for (const item of rule.items) {
        w.text(`${item.label}: ${item.comparison} — ${STATUS_WORD[item.status]}${item.note ? ` (${item.note})` : ""}`, {
          size: 9,
          indent: 24,
        });
      }
      w.text("", { size: 3 });
    }
    if (p.corrections.length) {
      w.text("Corrected values: before and after, and by whom", { bold: true, size: 10.5, gap: 2 });
      for (const c of p.corrections) {
        w.text(`${c.at} · ${c.field}: was ${c.before}, now ${c.after} — ${c.by}`, { size: 9, indent: 8 });
        if (c.note) w.text(c.note, { size: 9, indent: 20, color: MUTED });
      }
    }
  }

  w.heading("Who did what, and when");
  w.pairs(
    model.activity.map((a): [string, string] => [a.at.replace("T", " ").slice(0, 19) + " UTC", `${a.what} — ${a.who}`]),
    120,
  );

  w.footers(model.footer);
  return doc.save();
}

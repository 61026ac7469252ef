import { createCanvas } from "@napi-rs/canvas";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { registerFallbackFonts } from "@/lib/shared/pdf/fallback-fonts";
import { fontName, type FontFamily, type PageModel, type PlacedText } from "./typeset";

// Draws typeset pages into a text PDF with pdf-lib's standard fonts. Fixed dates and producer keep
// the bytes a pure function of the page, so a seed reproduces a file byte for byte.

export interface RenderOptions {
  family: FontFamily;
  /** Extra points between glyphs of lines marked `spaced` (a damaged text layer). */
  tracking?: number;
  /** Page indexes to leave without a text layer: their pages are drawn by `rasterize` instead. */
  title?: string;
}

const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

export async function renderPdf(pages: PageModel[], opts: RenderOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setProducer("covercheck declarations generator");
  doc.setCreator("covercheck tests");
  if (opts.title) doc.setTitle(opts.title);
  const fonts = new Map<string, PDFFont>();
  const font = async (bold: boolean) => {
    const name = fontName(opts.family, bold);
    if (!fonts.has(name)) fonts.set(name, await doc.embedFont(name));
    return fonts.get(name)!;
  };
  for (const model of pages) {
    const page = doc.addPage([model.width, model.height]);
    for (const r of model.rects) {
      const y = model.height - r.y - r.h;
      if (r.fill) page.drawRectangle({ x: r.x, y, width: r.w, height: r.h, color: rgb(0.2, 0.2, 0.2) });
      else
        page.drawRectangle({
          x: r.x,
          y,
          width: r.w,
          height: r.h,
          borderColor: rgb(0.35, 0.35, 0.35),
          borderWidth: 0.6,
        });
    }
    for (const t of model.texts) {
      const f = await font(t.bold);
      const y = model.height - t.y;
      if (t.pictured) {
        await drawPicture(doc, page, t, y, f, opts.family);
        continue;
      }
      if (!t.spaced) {
        page.drawText(t.text, { x: t.x, y, size: t.size, font: f, color: rgb(0, 0, 0) });
        continue;
      }
      // One glyph per draw call with a gap, as some print drivers emit text.
      let x = t.x;
      for (const ch of t.text) {
        if (ch !== " ") page.drawText(ch, { x, y, size: t.size, font: f });
        x += f.widthOfTextAtSize(ch, t.size) + (opts.tracking ?? t.size * 0.35);
      }
    }
  }
  return doc.save({ useObjectStreams: false });
}

/** Pixels per point of a pictured value (≈ 220 dpi, as a flattening print driver writes them). */
const DENSITY = 3;
const CANVAS_FAMILY: Record<FontFamily, string> = { Helvetica: "sans-serif", Times: "serif", Courier: "monospace" };

/** `t` as a picture of its print at its place: on the page, but not in the text layer. */
async function drawPicture(
  doc: PDFDocument,
  page: PDFPage,
  t: PlacedText,
  baseline: number,
  f: PDFFont,
  family: FontFamily,
) {
  registerFallbackFonts();
  const width = f.widthOfTextAtSize(t.text, t.size);
  const canvas = createCanvas(Math.ceil((width + 2) * DENSITY), Math.ceil(t.size * 1.4 * DENSITY));
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = "#000";
  ctx.font = `${t.bold ? "bold " : ""}${t.size * DENSITY}px ${CANVAS_FAMILY[family]}`;
  ctx.fillText(t.text, DENSITY, t.size * 1.1 * DENSITY);
  const image = await doc.embedPng(await canvas.encode("png"));
  const h = canvas.height / DENSITY;
  page.drawImage(image, { x: t.x - 1, y: baseline - (h - t.size * 1.1), width: canvas.width / DENSITY, height: h });
}

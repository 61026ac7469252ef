import { getResolvedPDFJS } from "unpdf";
import type { PDFDocumentProxy } from "@/lib/shared/pdf/render-page";
import { groupIntoLines } from "./layout";
import { multiply } from "./matrix";
import { pdfGlyphWords } from "./pdf-glyph-text";
import { PAGE_WIDTH, type TextLine, type TextPage, type Word } from "./types";

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

function isTextItem(item: unknown): item is PdfTextItem {
  return typeof item === "object" && item !== null && "str" in item && "transform" in item;
}

/** The text layer of one page as lines, in top-down coordinates scaled to PAGE_WIDTH. */
export async function pdfPageText(pdf: PDFDocumentProxy, pageNumber: number): Promise<TextPage> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const scale = PAGE_WIDTH / viewport.width;
  const content = await page.getTextContent();
  const words: Word[] = [];
  for (const item of content.items) {
    if (!isTextItem(item) || !item.str.trim()) continue;
    const m = multiply(viewport.transform, item.transform);
    const size = Math.hypot(m[2], m[3]) || item.height || 1;
    // A mirrored text matrix draws glyphs right to left: the string is stored reversed
    // ("00.888,1$" for "$1,888.00") and the origin is its right end.
    const mirrored = m[0] < 0;
    const width = item.width * (viewport.width / (page.view[2] - page.view[0] || viewport.width));
    const text = mirrored ? [...item.str].reverse().join("") : item.str;
    const left = mirrored ? m[4] - width : m[4];
    words.push({ text, x: left * scale, y: (m[5] - size) * scale, w: width * scale, h: size * scale });
  }
  let lines = groupIntoLines(words);
  const pieces = splitPieces(lines);
  if (pieces.split) {
    // Kept only when it reads better: a page can be letter-spaced on purpose ("D E C L A R A T I O N").
    const glyphLines = groupIntoLines(await pdfGlyphWords(page, scale));
    if (splitPieces(glyphLines).count < pieces.count / 2) lines = glyphLines;
  }
  page.cleanup();
  return { width: PAGE_WIDTH, height: viewport.height * scale, lines };
}

/**
 * Word pieces a producer's glyph placement split apart ("M ary", "rene w al", "2 0 1 9"): a lone
 * letter against a lowercase run, or one digit against the next. Ordinary print has a few ("A"
 * as an initial, "Vehicles 1 2"); a layer whose spacing was lost has one in every ten words.
 */
const SPLIT_PIECE =
  /(?<![A-Za-z0-9])[B-HJ-Zb-z] (?=[a-z]{2,})|(?<=[a-z]{2}) [a-z](?![A-Za-z0-9])|(?<![0-9])[0-9] (?=[0-9])/g;
const SPLIT_SHARE = 0.07;
const SPLIT_MIN_PIECES = 15;

function splitPieces(lines: TextLine[]): { count: number; split: boolean } {
  const text = lines.map((l) => l.text).join("\n");
  const count = text.match(SPLIT_PIECE)?.length ?? 0;
  const words = text.split(/\s+/).filter(Boolean).length;
  return { count, split: count >= SPLIT_MIN_PIECES && count / words > SPLIT_SHARE };
}

/**
 * Characters of ordinary print, typographic punctuation included: dot leaders ("……") and service
 * marks fill real declarations pages, where a font without a Unicode map gives control and
 * private-use characters.
 */
const READABLE = /[A-Za-z0-9$.,:;/()#&%\-' …•·–—‘’“”®©℠™°*+=@!?"]/;

export type TextLayerQuality = "good" | "short" | "garbage" | "none";

/**
 * How far a page's text layer can be trusted: enough characters, mostly ordinary ones, and words
 * rather than glyph soup (fonts without a Unicode map extract as control or private-use characters).
 */
export function textLayerQuality(page: TextPage): TextLayerQuality {
  const text = page.lines.map((l) => l.text).join(" ");
  const chars = text.replace(/\s/g, "");
  if (!chars.length) return "none";
  const readable = [...chars].filter((c) => READABLE.test(c)).length / chars.length;
  const words = text.split(/\s+/).filter((w) => w.length >= 3 && /[A-Za-z0-9]/.test(w));
  const wordy = words.filter((w) => /[aeiouy]/i.test(w) || /\d/.test(w)).length / Math.max(1, words.length);
  if (readable <= 0.85 || wordy <= 0.6) return "garbage";
  return chars.length < 40 ? "short" : "good";
}

export interface PageGraphics {
  /** Raster images painted (a scan, a logo, a value pasted in as a picture). */
  images: number;
  /** Filled shapes with many points: glyph outlines (text turned to curves) rather than boxes. */
  outlines: number;
}

/** Path points beyond which a filled shape is a glyph's outline rather than a box or a rule. */
const OUTLINE_POINTS = 40;

/** What a page draws besides text, from its operator list. */
export async function pageGraphics(pdf: PDFDocumentProxy, pageNumber: number): Promise<PageGraphics> {
  const { OPS } = await getResolvedPDFJS();
  const page = await pdf.getPage(pageNumber);
  const ops = await page.getOperatorList();
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintImageMaskXObject,
  ]);
  const fills = new Set<number>([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke]);
  let images = 0;
  let outlines = 0;
  ops.fnArray.forEach((fn, i) => {
    if (imageOps.has(fn)) images++;
    else if (fn === OPS.constructPath) {
      // pdf.js 5: [paint operator, [path buffer], bounds].
      const [paint, buffers] = ops.argsArray[i] as [number, ArrayLike<number>[] | undefined];
      if (fills.has(paint) && (buffers?.[0]?.length ?? 0) > OUTLINE_POINTS) outlines++;
    }
  });
  return { images, outlines };
}

/** Whether a page draws raster images (a scanned page); text-only pages never need OCR. */
export async function pageHasImages(pdf: PDFDocumentProxy, pageNumber: number): Promise<boolean> {
  return (await pageGraphics(pdf, pageNumber)).images > 0;
}

import "@/lib/shared/pdf/array-buffer-transfer";
import { getResolvedPDFJS } from "unpdf";
import { multiply, type Matrix } from "./matrix";
import type { Word } from "./types";

// Some producers place every glyph on its own, nudged by a little kerning. pdf.js turns any nudge
// over a tenth of an em into a space, so its text reads "M ary", "rene w al", "$ 1,8 13.0 0".
// Drawn from the page's own text operators, glyph by glyph, the gaps are bimodal: under 0.2 em
// inside a word, over 0.3 em between words. This reader keeps that split.

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** A gap wider than this share of the font size starts a new word. */
const WORD_GAP = 0.22;

const translate = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];

interface Glyph {
  unicode?: string;
  width?: number;
  isSpace?: boolean;
}

interface PdfPage {
  getViewport(params: { scale: number }): { transform: number[]; width: number };
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  commonObjs: { get(name: string): unknown };
}

/** The state of the text operators that place glyphs (PDF 1.7, 9.3 and 9.4). */
class TextState {
  ctm: Matrix = IDENTITY;
  private readonly saved: Matrix[] = [];
  tm: Matrix = IDENTITY;
  private tlm: Matrix = IDENTITY;
  fontMatrix = 0.001;
  size = 1;
  charSpacing = 0;
  wordSpacing = 0;
  hScale = 1;
  private leading = 0;

  save() {
    this.saved.push(this.ctm);
  }
  restore() {
    this.ctm = this.saved.pop() ?? this.ctm;
  }
  begin() {
    this.tm = this.tlm = IDENTITY;
  }
  setMatrix(m: Matrix) {
    this.tm = this.tlm = m;
  }
  move(x: number, y: number) {
    this.tm = this.tlm = multiply(this.tlm, translate(x, y));
  }
  setLeading(leading: number) {
    this.leading = leading;
  }
  nextLine() {
    this.move(0, -this.leading);
  }
  advance(textSpace: number) {
    this.tm = multiply(this.tm, translate(textSpace, 0));
  }
}

function asMatrix(arg: unknown): Matrix {
  const values = Array.from((Array.isArray(arg) ? arg : Object.values(arg as object)) as number[]);
  return values.length >= 6 ? (values.slice(0, 6) as Matrix) : IDENTITY;
}

/**
 * Words of a page from its glyphs, in top-down coordinates scaled by `scale` (as pdfPageText's).
 * Horizontal text only: the producers that place glyphs one by one print their pages upright.
 */
export async function pdfGlyphWords(page: PdfPage, scale: number): Promise<Word[]> {
  const { OPS } = await getResolvedPDFJS();
  const viewport = page.getViewport({ scale: 1 }).transform as Matrix;
  const { fnArray, argsArray } = await page.getOperatorList();
  const state = new TextState();
  const words: Word[] = [];
  let open: (Word & { end: number; size: number }) | null = null;
  const close = () => {
    if (open)
      words.push({ text: open.text, x: open.x * scale, y: open.y * scale, w: open.w * scale, h: open.h * scale });
    open = null;
  };

  const show = (glyphs: (Glyph | number)[]) => {
    for (const g of glyphs) {
      if (typeof g === "number") {
        state.advance(-g * state.size * state.fontMatrix * state.hScale);
        continue;
      }
      const width = (g.width ?? 0) * state.fontMatrix * state.size;
      const m = multiply(viewport, multiply(state.ctm, state.tm));
      const wide = Math.hypot(m[0], m[1]);
      const tall = state.size * Math.hypot(m[2], m[3]);
      const text = g.unicode ?? "";
      if (text.trim() && wide > 0 && m[0] > 0) {
        const x = m[4];
        const w = width * state.hScale * wide;
        const sameRun =
          open && Math.abs(m[5] - (open.y + open.h)) < 0.3 * tall && Math.abs(tall - open.size) < 0.3 * tall;
        if (open && sameRun && x - open.end < WORD_GAP * tall && x - open.end > -0.5 * tall) {
          open.text += text;
          open.end = Math.max(open.end, x + w);
          open.w = open.end - open.x;
        } else {
          close();
          open = { text, x, y: m[5] - tall, w, h: tall, end: x + w, size: tall };
        }
      } else if (open && !text.trim()) {
        close();
      }
      state.advance((width + state.charSpacing + (g.isSpace ? state.wordSpacing : 0)) * state.hScale);
    }
  };

  for (let i = 0; i < fnArray.length; i++) {
    const args = argsArray[i] ?? [];
    switch (fnArray[i]) {
      case OPS.save:
        state.save();
        break;
      case OPS.restore:
        state.restore();
        break;
      case OPS.transform:
        state.ctm = multiply(state.ctm, asMatrix(args));
        break;
      case OPS.beginText:
        state.begin();
        break;
      case OPS.setTextMatrix:
        state.setMatrix(asMatrix(args.length === 1 ? args[0] : args));
        break;
      case OPS.moveText:
        state.move(args[0] as number, args[1] as number);
        break;
      case OPS.setLeadingMoveText:
        state.setLeading(-(args[1] as number));
        state.move(args[0] as number, args[1] as number);
        break;
      case OPS.nextLine:
        state.nextLine();
        break;
      case OPS.setLeading:
        state.setLeading(args[0] as number);
        break;
      case OPS.setFont: {
        const font = page.commonObjs.get(args[0] as string) as { fontMatrix?: number[] } | undefined;
        state.fontMatrix = font?.fontMatrix?.[0] ?? 0.001;
        state.size = args[1] as number;
        break;
      }
      case OPS.setCharSpacing:
        state.charSpacing = args[0] as number;
        break;
      case OPS.setWordSpacing:
        state.wordSpacing = args[0] as number;
        break;
      case OPS.setHScale:
        state.hScale = (args[0] as number) / 100;
        break;
      case OPS.showText:
      case OPS.showSpacedText:
        show(args[0] as (Glyph | number)[]);
        break;
    }
  }
  close();
  return words;
}

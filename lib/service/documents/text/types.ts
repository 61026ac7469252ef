// The text of a document with its geometry, shared by the PDF text layer and OCR.
// Coordinates are in PDF points of a page scaled to 612 units wide, y growing downwards,
// so that parser thresholds mean the same thing for every source.

export interface Word {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TextLine {
  text: string;
  x: number;
  y: number;
  /** Typical glyph height on this line. */
  h: number;
  words: Word[];
}

export interface TextPage {
  width: number;
  height: number;
  lines: TextLine[];
  /** Read by OCR, so a character may be misread; a text layer's characters are as printed. */
  ocr?: boolean;
}

export type ExtractionMethod = "text-layer" | "ocr" | "mixed";

export interface ExtractedText {
  pages: TextPage[];
  method: ExtractionMethod;
  /** Mean OCR confidence 0..1 over OCR'd pages; absent for a pure text layer. */
  confidence?: number;
}

export const PAGE_WIDTH = 612;

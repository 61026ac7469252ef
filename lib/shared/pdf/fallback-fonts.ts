import { existsSync } from "node:fs";
import path from "node:path";
import { GlobalFonts } from "@napi-rs/canvas";

// A PDF that names one of the 14 standard fonts (Helvetica, Times, Courier) without embedding it
// is drawn by pdf.js with the generic family of that font ("sans-serif", "serif", "monospace"),
// placing each glyph at the standard font's widths. The canvas knows no generic families, so
// every such page was drawn in one default sans face at Courier's or Times' advances: letters
// spread apart or ran together, a preview looked broken and OCR misread it ("m" as "n", words cut
// in two). Liberation Sans, Serif and Mono share the standard fonts' metrics, so registering them
// under the generic names draws those pages as they were meant to look.

const FAMILIES: [file: string, family: string][] = [
  ["LiberationSans-Regular.ttf", "sans-serif"],
  ["LiberationSans-Bold.ttf", "sans-serif"],
  ["LiberationSans-Italic.ttf", "sans-serif"],
  ["LiberationSans-BoldItalic.ttf", "sans-serif"],
  ["LiberationSerif-Regular.ttf", "serif"],
  ["LiberationSerif-Bold.ttf", "serif"],
  ["LiberationSerif-Italic.ttf", "serif"],
  ["LiberationSerif-BoldItalic.ttf", "serif"],
  ["LiberationMono-Regular.ttf", "monospace"],
  ["LiberationMono-Bold.ttf", "monospace"],
  ["LiberationMono-Italic.ttf", "monospace"],
  ["LiberationMono-BoldItalic.ttf", "monospace"],
];

/** Where Debian, Fedora and Alpine put the Liberation fonts; FONT_DIR comes first when set. */
const SEARCH = [
  process.env.FONT_DIR,
  "/usr/share/fonts/truetype/liberation",
  "/usr/share/fonts/liberation-fonts",
  "/usr/share/fonts/liberation",
].filter((d): d is string => !!d);

let registered = false;

/**
 * Registers the metric-compatible faces once per process. A machine without them keeps drawing
 * such pages in the canvas's default face.
 */
export function registerFallbackFonts(): void {
  if (registered) return;
  registered = true;
  for (const [file, family] of FAMILIES) {
    const dir = SEARCH.find((d) => existsSync(path.join(d, file)));
    if (dir) GlobalFonts.registerFromPath(path.join(dir, file), family);
  }
}

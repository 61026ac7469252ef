import { buildContent } from "./content";
import { COVERAGE_NAMES, LABELS } from "./lexicon";
import { INDEPENDENT_KINDS, WORDING_LABELS, independentPage, isIndependentKind, type IndependentKind } from "./kinds";
import { LAYOUT_KINDS, layoutPage, type LayoutKind } from "./layouts";
import { generatePolicy, type TruthPolicy, type TruthType } from "./policy";
import { createRng, type Rng } from "./random";
import { withoutTextLayer } from "./render-image";
import { renderPdf } from "./render-pdf";
import { Writer, type FontFamily, type PageModel } from "./typeset";

// Randomized declarations pages with their truths, reproducible from (seed, index):
// generatePage(seed, i) always yields the same bytes and truth.

export { LAYOUT_KINDS, type LayoutKind } from "./layouts";
/** Every arrangement kind the generator can print. */
export type AnyLayoutKind = LayoutKind | IndependentKind;
export const ALL_LAYOUT_KINDS: readonly AnyLayoutKind[] = [...LAYOUT_KINDS, ...INDEPENDENT_KINDS];
/** Kinds written apart from layouts.ts and its lexicon (tests/support/declarations/kinds). */
export { INDEPENDENT_KINDS, type IndependentKind } from "./kinds";
export type { TruthPolicy } from "./policy";

export interface CorpusTruth {
  id: string;
  file: string;
  files: string[];
  expect: "policy";
  layout: string;
  policy: TruthPolicy;
  /** How the page was made (not scored): for reading misses. */
  render: { seed: number | string; index: number; font: FontFamily; pages: number; damage: string[] };
}

export interface GeneratedPage {
  id: string;
  /** The arrangement kind (one of LAYOUT_KINDS or INDEPENDENT_KINDS). */
  layout: AnyLayoutKind;
  bytes: Uint8Array;
  truth: CorpusTruth;
  format: "pdf";
  /** The policy type to hand processDocumentBytes. */
  policyType: "auto" | "home";
}

export interface GenerateOptions {
  types?: TruthType[];
  /** Defaults to LAYOUT_KINDS; INDEPENDENT_KINDS are drawn only when named. */
  layouts?: AnyLayoutKind[];
  /** Probability of a damaged text layer (letter-spaced lines). Default 0.15. */
  damage?: number;
  /** Probability that one page has no text layer (a scan inside the PDF; read by OCR). Default 0.05. */
  scannedPage?: number;
  /**
   * Probability that the amounts are pictures beside labels that are text (a flattened form: the
   * text layer holds no value). Default 0, so pages of a seed stay what they were.
   */
  picturedValues?: number;
}

// Every wording the lexicon prints as a label: only these lose their ligatures, so no truth value
// (a name with "fi" in it) is damaged.
const LEXICON_WORDS = new Set(
  [
    ...Object.values(LABELS).flatMap((v) => (Array.isArray(v) ? v : Object.values(v).flat())),
    ...Object.values(COVERAGE_NAMES).flat(),
  ].map((w) => w.toLowerCase()),
);
// The independent kinds' own labels (kept apart so the lexicon kinds' pages stay byte for byte).
const KIND_WORDS = new Set(WORDING_LABELS.map((w) => w.toLowerCase()));

/** Amounts as a page prints them: "$1,250", "100,000", "$100,000/$300,000", "500.00". */
const AMOUNT = /^\$?\d[\d,]*(?:\.\d\d)?(?:\s*\/\s*\$?\d[\d,]*(?:\.\d\d)?)?$/;

/** The amounts of every page drawn as pictures: what a flattened form leaves in its text layer. */
function pictureAmounts(pages: PageModel[], rng: Rng, p: number): string[] {
  if (!p || !rng.chance(p)) return [];
  let n = 0;
  for (const t of pages.flatMap((pg) => pg.texts))
    if (AMOUNT.test(t.text.trim()) && !t.spaced) {
      t.pictured = true;
      n++;
    }
  return n ? ["values as pictures"] : [];
}

/** Text layers as broken print drivers leave them: letter-spaced lines, lost ligatures. */
function damage(pages: PageModel[], rng: Rng, p: number, labels = LEXICON_WORDS): string[] {
  if (!rng.chance(p)) return [];
  const texts = pages.flatMap((pg) => pg.texts);
  const out: string[] = [];
  if (rng.chance(0.7)) {
    const share = rng.pick([0.05, 0.15, 0.3]);
    for (const t of texts) if (rng.chance(share)) t.spaced = true;
    out.push(`letter-spaced ${Math.round(share * 100)}%`);
  }
  if (!out.length || rng.chance(0.3)) {
    // A font without a ToUnicode entry for its ligature glyphs drops them from the text layer.
    for (const t of texts)
      if (labels.has(t.text.replace(/:$/, "").toLowerCase())) t.text = t.text.replace(/f[fil]|F[FIL]/g, "");
    out.push("ligatures lost");
  }
  return out;
}

export async function generatePage(
  seed: number | string,
  index: number,
  opts: GenerateOptions = {},
): Promise<GeneratedPage> {
  const rng = createRng(seed, index);
  const type = rng.pick(opts.types ?? (["auto", "auto", "auto", "home", "home", "condo"] as TruthType[]));
  const kind = rng.pick<AnyLayoutKind>(opts.layouts ?? LAYOUT_KINDS);
  const policy = generatePolicy(rng.fork("policy"), type);
  const content = buildContent(policy, rng.fork("content"));
  const family = rng.pick(["Helvetica", "Helvetica", "Times", "Courier"] as FontFamily[]);
  const size = family === "Courier" ? rng.pick([7.5, 8, 8.5]) : rng.pick([8, 8.5, 9, 9.5, 10]);
  const writer = new Writer(family, size, rng.int(30, 60));
  // Independent kinds word the policy themselves and may print less of it: their truth is their own.
  const independent = isIndependentKind(kind) ? independentPage(kind, writer, policy, rng.fork("layout")) : null;
  const layout = independent?.variant ?? layoutPage(kind as LayoutKind, writer, policy, content, rng.fork("layout"));
  const damaged = damage(
    writer.pages,
    rng.fork("damage"),
    opts.damage ?? 0.15,
    independent ? KIND_WORDS : LEXICON_WORDS,
  );
  damaged.push(...pictureAmounts(writer.pages, rng.fork("pictured"), opts.picturedValues ?? 0));
  const id = `gen-${seed}-${index}`;
  let bytes = await renderPdf(writer.pages, { family, title: independent ? independent.title : content.title });
  const scanRng = rng.fork("scan");
  if (scanRng.chance(opts.scannedPage ?? 0.05)) {
    // A cover letter stays text; the declarations page behind it is the scan.
    const page = writer.pages.length === 1 ? 1 : scanRng.int(2, writer.pages.length);
    bytes = await withoutTextLayer(bytes, [page], scanRng);
    damaged.push(`page ${page} without text layer`);
  }
  return {
    id,
    layout: kind,
    bytes,
    format: "pdf",
    policyType: type === "auto" ? "auto" : "home",
    truth: {
      id,
      file: `${id}.pdf`,
      files: [`${id}.pdf`],
      expect: "policy",
      layout: String(layout),
      policy: independent ? independent.truth : policy.truth,
      render: { seed, index, font: family, pages: writer.pages.length, damage: damaged },
    },
  };
}

export async function generateSet(
  seed: number | string,
  n: number,
  opts: GenerateOptions = {},
): Promise<GeneratedPage[]> {
  const out: GeneratedPage[] = [];
  for (let i = 0; i < n; i++) out.push(await generatePage(seed, i, opts));
  return out;
}

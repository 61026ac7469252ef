import { buildContent } from "./content";
import { LAYOUT_KINDS, layoutPage, type LayoutKind } from "./layouts";
import { generatePolicy, type TruthPolicy, type TruthType } from "./policy";
import { createRng, type Rng } from "./random";
import { renderPdf } from "./render-pdf";
import { Writer, type FontFamily, type PageModel } from "./typeset";

// Randomized declarations pages with their truths, reproducible from (seed, index):
// generatePage(seed, i) always yields the same bytes and truth.

export { LAYOUT_KINDS, type LayoutKind } from "./layouts";
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
  /** The arrangement kind (one of LAYOUT_KINDS). */
  layout: LayoutKind;
  bytes: Uint8Array;
  truth: CorpusTruth;
  format: "pdf";
  /** The policy type to hand processDocumentBytes. */
  policyType: "auto" | "home";
}

export interface GenerateOptions {
  types?: TruthType[];
  layouts?: LayoutKind[];
  /** Probability of a damaged text layer (letter-spaced lines). Default 0.15. */
  damage?: number;
}

function damage(pages: PageModel[], rng: Rng, p: number): string[] {
  if (!rng.chance(p)) return [];
  const texts = pages.flatMap((pg) => pg.texts);
  const share = rng.pick([0.05, 0.15, 0.3]);
  for (const t of texts) if (rng.chance(share)) t.spaced = true;
  return [`letter-spaced ${Math.round(share * 100)}%`];
}

export async function generatePage(
  seed: number | string,
  index: number,
  opts: GenerateOptions = {},
): Promise<GeneratedPage> {
  const rng = createRng(seed, index);
  const type = rng.pick(opts.types ?? (["auto", "auto", "auto", "home", "home", "condo"] as TruthType[]));
  const kind = rng.pick(opts.layouts ?? LAYOUT_KINDS);
  const policy = generatePolicy(rng.fork("policy"), type);
  const content = buildContent(policy, rng.fork("content"));
  const family = rng.pick(["Helvetica", "Helvetica", "Times", "Courier"] as FontFamily[]);
  const size = family === "Courier" ? rng.pick([7.5, 8, 8.5]) : rng.pick([8, 8.5, 9, 9.5, 10]);
  const writer = new Writer(family, size, rng.int(30, 60));
  const layout = layoutPage(kind, writer, policy, content, rng.fork("layout"));
  const damaged = damage(writer.pages, rng.fork("damage"), opts.damage ?? 0.15);
  const id = `gen-${seed}-${index}`;
  const bytes = await renderPdf(writer.pages, { family, title: content.title });
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
      policy: policy.truth,
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

"use client";

import type { VerificationDetail } from "@/lib/actions/verification-views";
import type { FieldLocations } from "@/lib/schemas/policy-corrections";

type Doc = NonNullable<VerificationDetail["document"]>;

/**
 * A picture of one page to draw on: an uploaded image is its own picture; a PDF page is rendered
 * by the dashboard (a browser's PDF viewer cannot be drawn over, and its zoom is unknown). The
 * signed query of the document's url signs the rendering too.
 */
export function pageImageUrl(doc: Doc, page: number): string | null {
  if (doc.contentType.startsWith("image/")) return page === 0 ? doc.url : null;
  if (doc.contentType !== "application/pdf") return null;
  const [path, query] = doc.url.split("?");
  return `${path}/pages/${page + 1}?${query ?? ""}`;
}

/**
 * The page a field was read from, with a box at the place its value is printed: every located
 * field faintly, the hovered or focused one strongly. Boxes are in the text's units (pages 612
 * wide, y downwards), so they scale with the picture as percentages.
 */
export function FieldPlaceView({
  doc,
  locations,
  active,
  label,
}: {
  doc: Doc;
  locations: FieldLocations;
  active: string | null;
  label: (path: string) => string;
}) {
  const current = active ? locations.fields.find((f) => f.path === active) : undefined;
  const page = current?.page ?? 0;
  const size = locations.pages[page];
  const src = pageImageUrl(doc, page);
  if (!size || !src) return null;
  const box = (f: FieldLocations["fields"][number]) => ({
    left: `${((f.x - 2) / size.width) * 100}%`,
    top: `${((f.y - 2) / size.height) * 100}%`,
    width: `${((f.width + 4) / size.width) * 100}%`,
    height: `${((f.height + 4) / size.height) * 100}%`,
  });
  return (
    <figure className="space-y-1">
      <figcaption className="text-xs text-slate-600" aria-live="polite" data-testid="field-place-caption">
        {current
          ? `${label(current.path)}: read on page ${page + 1} of ${locations.pages.length}, at the red box.`
          : active
            ? `${label(active)}: its value is not printed as such on the page.`
            : "Hover over or focus a field to see where on the page it was read."}
      </figcaption>
      <div className="relative overflow-hidden rounded border border-slate-200" data-testid="field-place">
        {/* A plain img: the src is a signed, expiring url an image optimiser must not cache. */}
        <img src={src} alt={`Page ${page + 1} of ${doc.name}`} className="block w-full" />
        {locations.fields
          .filter((f) => f.page === page)
          .map((f) => (
            <span
              key={f.path}
              aria-hidden
              data-box={f.path}
              data-active={f.path === active || undefined}
              className={
                f.path === active
                  ? "absolute z-10 rounded-sm border-2 border-red-600 shadow-[0_0_0_2px_rgba(255,255,255,0.9)]"
                  : "absolute rounded-sm border border-brand-500/40"
              }
              style={box(f)}
            />
          ))}
      </div>
    </figure>
  );
}

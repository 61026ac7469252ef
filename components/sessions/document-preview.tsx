"use client";

import { useState, useSyncExternalStore } from "react";
import { pageImageUrl } from "@/components/policy/field-place";
import type { VerificationDetail } from "@/lib/actions/verification-views";

type Doc = NonNullable<VerificationDetail["document"]>;

const STEPS = [0.5, 0.75, 1, 1.5, 2, 3];
/** Tailwind's md: the width from which the dashboard is laid out for a desktop. */
const WIDE = "(min-width: 768px)";
/** Pages drawn one after another on a phone; past this, the PDF itself is the way to read on. */
const MAX_PAGES = 30;

/** The uploaded page itself, so staff can compare it with what the service read. */
export function DocumentPreview({ doc }: { doc: Doc }) {
  return (
    <figure className="space-y-2">
      {doc.contentType === "application/pdf" ? (
        <PdfPreview doc={doc} />
      ) : doc.contentType.startsWith("image/") ? (
        <ZoomableImage url={doc.url} name={doc.name} />
      ) : (
        <a href={doc.url} className="text-brand-700 underline">
          Open {doc.name}
        </a>
      )}
      <figcaption className="text-xs text-slate-500">{doc.name}</figcaption>
    </figure>
  );
}

/** Whether the screen is desktop-wide; null on the server and in the first paint, before it is known. */
function useWide(): boolean | null {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener("change", changed);
      return () => query.removeEventListener("change", changed);
    },
    () => window.matchMedia(WIDE).matches,
    () => null,
  );
}

function OpenPdf({ doc }: { doc: Doc }) {
  return (
    <a
      href={doc.url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-slate-50"
    >
      Open the PDF<span className="sr-only"> (opens in a new tab)</span>
      <span aria-hidden>↗</span>
    </a>
  );
}

/**
 * Phone browsers draw nothing for a PDF in an object or iframe, so there the pages come as
 * pictures the dashboard draws, with the PDF a link away; a desktop keeps its PDF viewer, and the
 * object's own content is the link for a browser that has none.
 */
function PdfPreview({ doc }: { doc: Doc }) {
  const wide = useWide();
  return (
    <div className="space-y-2">
      <OpenPdf doc={doc} />
      {wide ? (
        <object
          data={doc.url}
          type="application/pdf"
          className="h-[32rem] w-full rounded border border-slate-200"
          aria-label={doc.name}
        >
          <p className="p-4 text-sm text-slate-700">
            This browser does not show PDFs on the page.{" "}
            <a href={doc.url} className="text-brand-700 underline">
              Open the PDF
            </a>
          </p>
        </object>
      ) : wide === false ? (
        <PageImages doc={doc} />
      ) : null}
    </div>
  );
}

/**
 * The PDF's pages as pictures, each asked for once the one before it has arrived, until a page
 * the document does not have (or one that cannot be drawn) ends the run.
 */
function PageImages({ doc }: { doc: Doc }) {
  const [mounted, setMounted] = useState(1);
  const [loaded, setLoaded] = useState(0);
  const [end, setEnd] = useState<number | null>(null);
  const pages = Array.from({ length: end === null ? mounted : Math.min(mounted, end - 1) }, (_, i) => i + 1);
  if (end === 1)
    return (
      <p role="status" className="text-sm text-slate-600">
        The pages could not be drawn here; open the PDF to read them.
      </p>
    );
  return (
    <div className="space-y-2">
      {loaded === 0 ? (
        <p role="status" className="text-sm text-slate-600">
          Drawing the pages…
        </p>
      ) : null}
      {pages.map((n) => (
        // A plain img: the src is a signed, expiring url an image optimiser must not cache.
        <img
          key={n}
          src={pageImageUrl(doc, n - 1) ?? undefined}
          alt={`Page ${n} of ${doc.name}`}
          loading="lazy"
          onLoad={() => {
            setLoaded((l) => Math.max(l, n));
            if (n < MAX_PAGES) setMounted((m) => Math.max(m, n + 1));
          }}
          onError={() => setEnd((e) => (e === null ? n : Math.min(e, n)))}
          className="block min-h-32 w-full rounded border border-slate-200 bg-slate-50"
        />
      ))}
      {loaded === MAX_PAGES ? (
        <p className="text-sm text-slate-600">Open the PDF for the pages after page {MAX_PAGES}.</p>
      ) : null}
    </div>
  );
}

/**
 * A scanned page is small print: fit to the card to see the whole page, or zoom (the image, the
 * buttons, or + and - keys) to read a limit; the frame scrolls at 100% and above.
 */
function ZoomableImage({ url, name }: { url: string; name: string }) {
  const [zoom, setZoom] = useState<number | "fit">("fit");
  const [natural, setNatural] = useState<number | null>(null);
  const index = zoom === "fit" ? -1 : STEPS.indexOf(zoom);
  const zoomIn = () => setZoom(STEPS[Math.min(index + 1, STEPS.length - 1)] ?? 1);
  const zoomOut = () => setZoom(index <= 0 ? "fit" : STEPS[index - 1]);
  const tool = "rounded border border-slate-300 bg-white px-2 py-0.5 text-sm hover:bg-slate-50 disabled:text-slate-400";
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-1" role="toolbar" aria-label="Zoom">
        <button type="button" className={tool} onClick={zoomOut} disabled={zoom === "fit"} aria-label="Zoom out">
          −
        </button>
        <button type="button" className={tool} onClick={zoomIn} disabled={zoom === STEPS.at(-1)} aria-label="Zoom in">
          +
        </button>
        <button type="button" className={tool} onClick={() => setZoom("fit")} aria-pressed={zoom === "fit"}>
          Fit
        </button>
        <button type="button" className={tool} onClick={() => setZoom(1)} aria-pressed={zoom === 1}>
          100%
        </button>
        <span className="ml-1 text-xs text-slate-500" aria-live="polite" data-testid="zoom-level">
          {zoom === "fit" ? "Fit to frame" : `${Math.round(zoom * 100)}%`}
        </span>
      </div>
      <div
        className="max-h-[32rem] overflow-auto rounded border border-slate-200"
        tabIndex={0}
        aria-label={`Document ${name}; + and - zoom`}
        onKeyDown={(e) => {
          if (e.key === "+" || e.key === "=") {
            e.preventDefault();
            zoomIn();
          } else if (e.key === "-") {
            e.preventDefault();
            zoomOut();
          }
        }}
      >
        <button
          type="button"
          className={`block ${zoom === "fit" ? "w-full cursor-zoom-in" : "cursor-zoom-out"}`}
          onClick={() => setZoom(zoom === "fit" ? 1 : "fit")}
          aria-label={zoom === "fit" ? "Show at 100%" : "Fit to frame"}
        >
          {/* A plain img: the src is a signed, expiring url that an image optimiser must not cache. */}
          <img
            src={url}
            alt={`Uploaded document ${name}`}
            onLoad={(e) => setNatural(e.currentTarget.naturalWidth)}
            className={zoom === "fit" ? "max-h-[31.5rem] w-full object-contain" : "max-w-none"}
            style={zoom === "fit" || !natural ? undefined : { width: natural * zoom }}
          />
        </button>
      </div>
    </div>
  );
}

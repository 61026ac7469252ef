"use client";

import { useState } from "react";
import type { VerificationDetail } from "@/lib/actions/verification-views";

const STEPS = [0.5, 0.75, 1, 1.5, 2, 3];

/** The uploaded page itself, so staff can compare it with what the service read. */
export function DocumentPreview({ doc }: { doc: NonNullable<VerificationDetail["document"]> }) {
  return (
    <figure className="space-y-2">
      {doc.contentType === "application/pdf" ? (
        <object
          data={doc.url}
          type="application/pdf"
          className="h-[32rem] w-full rounded border border-slate-200"
          aria-label={doc.name}
        >
          <a href={doc.url} className="text-brand-700 underline">
            Open {doc.name}
          </a>
        </object>
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

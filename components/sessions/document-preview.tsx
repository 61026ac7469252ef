import type { VerificationDetail } from "@/lib/actions/verification-views";

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
        // A plain img: the src is a signed, expiring url that an image optimiser must not cache.
        <img
          src={doc.url}
          alt={`Uploaded document ${doc.name}`}
          className="max-h-[32rem] w-full rounded border border-slate-200 object-contain"
        />
      ) : (
        <a href={doc.url} className="text-brand-700 underline">
          Open {doc.name}
        </a>
      )}
      <figcaption className="text-xs text-slate-500">{doc.name}</figcaption>
    </figure>
  );
}

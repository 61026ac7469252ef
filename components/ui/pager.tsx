import Link from "next/link";

const linkClass = "rounded-md border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50";

/** Which rows of how many are shown, with Previous/Next links when there is more than one page. */
export function Pager({
  total,
  page,
  pageSize,
  hrefFor,
}: {
  total: number;
  page: number;
  pageSize: number;
  hrefFor: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
      <span>{total === 0 ? "" : `${(page - 1) * pageSize + 1}–${Math.min(page * pageSize, total)} of ${total}`}</span>
      {pages > 1 ? (
        <span className="flex items-center gap-2">
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} className={linkClass}>
              Previous
            </Link>
          ) : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link href={hrefFor(page + 1)} className={linkClass}>
              Next
            </Link>
          ) : null}
        </span>
      ) : null}
    </nav>
  );
}

// The sessions list's filters live in the URL, so a filtered page can be bookmarked, shared and
// reloaded; these turn the URL into the filter and back.

export interface ListFilter {
  q: string;
  status: string;
  verdict: string;
  /** "me" or "none". */
  assigned: string;
  /** "needed", "expiring" or a decision kind. */
  decision: string;
  page: number;
}

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

function read(params: Params, key: string): string {
  const v = params instanceof URLSearchParams ? params.get(key) : params[key];
  return (Array.isArray(v) ? v[0] : v) ?? "";
}

export function filterFromParams(params: Params): ListFilter {
  const page = Number.parseInt(read(params, "page"), 10);
  return {
    q: read(params, "q").slice(0, 100),
    status: read(params, "status"),
    verdict: read(params, "verdict"),
    assigned: read(params, "assigned"),
    decision: read(params, "decision"),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** "?q=…&status=…&page=2", leaving out what is empty or the first page. */
export function filterToQuery(f: ListFilter): string {
  const p = new URLSearchParams();
  if (f.q) p.set("q", f.q);
  if (f.status) p.set("status", f.status);
  if (f.verdict) p.set("verdict", f.verdict);
  if (f.assigned) p.set("assigned", f.assigned);
  if (f.decision) p.set("decision", f.decision);
  if (f.page > 1) p.set("page", String(f.page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

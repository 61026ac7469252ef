import { isAuditAction } from "./actions";

// The audit page's search lives in the URL (actor, action, session, from, to, page), so a search
// can be bookmarked and the CSV export takes the same one.

export interface AuditSearch {
  actor: string;
  action: string;
  token: string;
  from: string;
  to: string;
  page: number;
}

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

function read(params: Params, key: string): string {
  const v = params instanceof URLSearchParams ? params.get(key) : params[key];
  return ((Array.isArray(v) ? v[0] : v) ?? "").trim();
}

const day = (s: string) => (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s)) ? s : "");

/** Unknown or malformed values are dropped rather than refused: they come from URLs. */
export function auditSearchFromParams(params: Params): AuditSearch {
  const page = Number.parseInt(read(params, "page"), 10);
  const action = read(params, "action");
  return {
    actor: read(params, "actor").slice(0, 200),
    action: isAuditAction(action) ? action : "",
    token: read(params, "session").slice(0, 200),
    from: day(read(params, "from")),
    to: day(read(params, "to")),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1,
  };
}

export function auditSearchToQuery(s: AuditSearch, withPage = true): string {
  const p = new URLSearchParams();
  if (s.actor) p.set("actor", s.actor);
  if (s.action) p.set("action", s.action);
  if (s.token) p.set("session", s.token);
  if (s.from) p.set("from", s.from);
  if (s.to) p.set("to", s.to);
  if (withPage && s.page > 1) p.set("page", String(s.page));
  const q = p.toString();
  return q ? `?${q}` : "";
}

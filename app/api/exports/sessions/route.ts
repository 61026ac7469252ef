// GET /api/exports/sessions – the verifications list as CSV, with the list's filters (?q=&status=&verdict=&assigned=&decision=)
import { filterFromParams } from "@/components/sessions/list-filters";
import { recordAudit } from "@/lib/audit/record";
import { routeUser } from "@/lib/auth/route-user";
import { csvResponse, csvStream } from "@/lib/reports/csv";
import { reviewFilterOf } from "@/lib/reviews/list-filter";
import { SESSION_CSV_HEADER, sessionCsvRows } from "@/lib/reports/session-rows";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const STATUSES = new Set(["created", "processing", "completed", "errored"]);
const VERDICTS = new Set(["pass", "fail", "review", "none"]);

export async function GET(req: Request): Promise<Response> {
  const user = await routeUser("viewer");
  if (user instanceof Response) return user;
  const f = filterFromParams(new URL(req.url).searchParams);
  const filter = {
    q: f.q.trim() || undefined,
    status: STATUSES.has(f.status) ? f.status : undefined,
    verdict: VERDICTS.has(f.verdict) ? f.verdict : undefined,
    ...reviewFilterOf(f, user.id),
  };
  await recordAudit(user, "sessions.exported", { detail: { filter } });
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(`covercheck-verifications-${day}.csv`, csvStream(SESSION_CSV_HEADER, sessionCsvRows(filter)));
}

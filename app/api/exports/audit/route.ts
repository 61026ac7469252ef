// GET /api/exports/audit – the audit log as CSV (admin), with the audit page's search (?actor=&action=&session=&from=&to=)
import { auditActionLabel } from "@/lib/audit/actions";
import { auditSearchFromParams } from "@/lib/audit/filter";
import { recordAudit } from "@/lib/audit/record";
import { routeUser } from "@/lib/auth/route-user";
import { auditBatches, type AuditFilter } from "@/lib/db/queries/audit";
import { csvResponse, csvStream } from "@/lib/reports/csv";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const HEADER = ["When (UTC)", "Who", "Email", "Action", "Action code", "Session", "Details"];

async function* rows(search: AuditFilter) {
  for await (const batch of auditBatches(search))
    yield batch.map((r) => [
      r.at.toISOString(),
      r.actorName,
      r.actorEmail,
      auditActionLabel(r.action),
      r.action,
      r.token,
      JSON.stringify(r.detail),
    ]);
}

export async function GET(req: Request): Promise<Response> {
  const user = await routeUser("admin");
  if (user instanceof Response) return user;
  const { actor, action, token, from, to } = auditSearchFromParams(new URL(req.url).searchParams);
  const search = { actor, action, token, from, to };
  // Written before the export runs, so the export is in the file it produces.
  await recordAudit(user, "audit.exported", { detail: { search } });
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(`covercheck-audit-${day}.csv`, csvStream(HEADER, rows(search)));
}

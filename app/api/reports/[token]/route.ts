// GET /api/reports/{token} – the verification report of one session as a PDF, for the loan file
import { recordAudit } from "@/lib/audit/record";
import { routeError, routeUser } from "@/lib/auth/route-user";
import { findVerification } from "@/lib/db/queries/verifications";
import { gatherReport } from "@/lib/reports/gather";
import { renderReportPdf } from "@/lib/reports/render-pdf";
import { ServiceCallError } from "@/lib/service-client";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(_req: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const user = await routeUser("viewer");
  if (user instanceof Response) return user;
  const { token } = await params;
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return routeError(404, "not-found", "This verification does not exist.");
  const now = new Date();
  try {
    const row = await findVerification(token);
    if (!row) return routeError(404, "not-found", "This verification does not exist.");
    // Recorded first, so the report lists its own download among who did what.
    await recordAudit(user, "report.downloaded", { token });
    const model = await gatherReport(row, user, now);
    const pdf = await renderReportPdf(model, now);
    return new Response(Buffer.from(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="covercheck-report-${token}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  } catch (err) {
    if (err instanceof ServiceCallError)
      return routeError(502, "service-unavailable", `The report needs the service, which answered: ${err.message}`);
    throw err;
  }
}

"use server";

import { auditSearchFromParams, type AuditSearch } from "@/lib/audit/filter";
import { searchAudit, sessionLabels } from "@/lib/db/queries/audit";
import { authorized } from "./authorized";
import type { ActionResult } from "./result";

const AUDIT_PAGE_SIZE = 50;

export interface AuditEntryView {
  id: string;
  at: string;
  actorName: string;
  actorEmail: string;
  action: string;
  token: string | null;
  /** The session's borrower and policy; null when there is no session or it was deleted. */
  sessionLabel: string | null;
  detail: Record<string, unknown>;
}

export interface AuditPage {
  items: AuditEntryView[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of the audit log (admin only), filtered as the URL says. */
export async function listAuditAction(params: Record<string, string | undefined>): Promise<ActionResult<AuditPage>> {
  return authorized("admin", async () => {
    const s: AuditSearch = auditSearchFromParams(params ?? {});
    const { rows, total } = await searchAudit(s, s.page, AUDIT_PAGE_SIZE);
    const labels = await sessionLabels(rows.flatMap((r) => (r.token ? [r.token] : [])));
    return {
      ok: true,
      data: {
        items: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actorName: r.actorName,
          actorEmail: r.actorEmail,
          action: r.action,
          token: r.token,
          sessionLabel: r.token ? (labels.get(r.token) ?? null) : null,
          detail: r.detail as Record<string, unknown>,
        })),
        total,
        page: s.page,
        pageSize: AUDIT_PAGE_SIZE,
      },
    };
  });
}

"use server";

import { listOutbox } from "@/lib/mail/outbox";
import { authorized } from "./authorized";
import type { ActionResult } from "./result";

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  transport: string;
  token: string | null;
  at: string;
}

// The mail the app sent or kept, newest first. Admins only: it holds borrowers' addresses and live links.
export async function listOutboxAction(): Promise<ActionResult<OutboxMail[]>> {
  return authorized("admin", async () => {
    const rows = await listOutbox();
    return {
      ok: true,
      data: rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        transport: r.transport,
        token: r.token,
        at: r.at.toISOString(),
      })),
    };
  });
}

"use server";

import { z } from "zod";
import { findVerification } from "@/lib/db/queries/verifications";
import { authorized } from "./authorized";
import type { ActionResult } from "./result";

const TokensSchema = z.array(z.string().min(1).max(200)).max(50);

export interface VerificationStatus {
  token: string;
  status: string;
  verdict: string | null;
  errorCode: string | null;
}

/** Status and verdict of a few sessions, for the upload page following each file it sent. */
export async function verificationStatusesAction(tokens: unknown): Promise<ActionResult<VerificationStatus[]>> {
  return authorized("viewer", async () => {
    const parsed = TokensSchema.safeParse(tokens);
    if (!parsed.success) return { ok: false, message: "At most 50 sessions at a time." };
    const rows = await Promise.all(parsed.data.map((t) => findVerification(t)));
    return {
      ok: true,
      data: rows
        .filter((r) => r !== null)
        .map((r) => ({ token: r.token, status: r.status, verdict: r.verdict, errorCode: r.errorCode })),
    };
  });
}

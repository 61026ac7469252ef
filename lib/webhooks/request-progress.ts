import "server-only";
import { adoptBorrowerConsent, markRequestConnected, markRequestOpened } from "@/lib/db/queries/insurance-requests";
import { addTimeline, type VerificationRow } from "@/lib/db/queries/verifications";
import type { EventEnvelope } from "@/lib/schemas/events";
import { serviceClient } from "@/lib/service-client";

/**
 * What only a mailed request learns from the hosted page's events: the borrower opened the link, then shared
 * (connected), and the consent they gave there, which becomes the session's consent for the report.
 */
export async function onRequestProgress(event: EventEnvelope, row: VerificationRow): Promise<void> {
  if (row.method !== "request") return;
  const token = event.data.token;
  const at = new Date(event.createdAt);
  if (event.type === "ignition.opened") {
    if (await markRequestOpened(token, at)) await addTimeline(token, "opened");
    return;
  }
  if (event.type !== "ignition.completed") return;
  await markRequestConnected(token, at);
  const session = await (await serviceClient()).getIgnition(token);
  if (session.consent && session.consent.at !== (row.consent as { at?: string }).at) {
    await adoptBorrowerConsent(token, session.consent);
    await addTimeline(token, "consented", { by: session.consent.by.name, consent: session.consent.wording });
  }
}

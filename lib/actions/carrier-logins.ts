"use server";

import { revalidatePath } from "next/cache";
import { recordAudit } from "@/lib/audit/record";
import { CarrierIdSchema, PortalLoginSchema, type PortalCredential } from "@/lib/schemas/carrier";
import type { PolicyType } from "@/lib/schemas/policy";
import { serviceClient } from "@/lib/service-client";
import { markCarrierCredentials } from "@/lib/verifications/defaults";
import { authorized } from "./authorized";
import { invalid, type ActionResult } from "./result";

// The organisation's lienholder portal logins, kept by the service: an admin adds, replaces and
// removes them. A login travels once, from the form to the service; nothing here reads it back,
// and the audit log names the carrier only.

export interface CarrierLoginRow {
  carrier: { id: string; name: string; naicCode: string; policyTypes: PolicyType[] };
  /** When the login on file was first set and last replaced; null when there is none. */
  login: { createdAt: string; modifiedAt: string } | null;
}

const NOT_A_CARRIER = { ok: false as const, message: "Choose a carrier from the list." };

/** Admin only: every carrier that can look policies up, with whether a login is on file for it. */
export async function listCarrierLoginsAction(): Promise<ActionResult<CarrierLoginRow[]>> {
  return authorized("admin", async () => {
    const service = await serviceClient();
    const [carriers, onFile] = await Promise.all([service.listCarriers(), service.listPortalCredentials()]);
    const logins = new Map(onFile.filter((c) => c.active).map((c) => [c.carrierId, c]));
    const data = carriers
      .filter((c) => c.policyLookup.supported)
      .map((c) => {
        const login = logins.get(c.id);
        return {
          carrier: { id: c.id, name: c.name, naicCode: c.naicCode, policyTypes: c.policyLookup.policyTypes },
          login: login ? { createdAt: login.createdAt, modifiedAt: login.modifiedAt } : null,
        };
      });
    return { ok: true, data };
  });
}

/** Admin only. Puts a login on file for the carrier, or replaces the one there; audited without it. */
export async function saveCarrierLoginAction(
  carrierId: unknown,
  input: unknown,
): Promise<ActionResult<PortalCredential>> {
  return authorized("admin", async (admin) => {
    const id = CarrierIdSchema.safeParse(carrierId);
    if (!id.success) return NOT_A_CARRIER;
    const parsed = PortalLoginSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const service = await serviceClient();
    const carrier = await service.getCarrier(id.data);
    const saved = await service.setPortalCredential(carrier.id, parsed.data);
    // A lookup refused before the login existed no longer speaks for this carrier.
    await markCarrierCredentials(carrier.id, false);
    await recordAudit(admin, saved.createdAt === saved.modifiedAt ? "carrier-login.added" : "carrier-login.replaced", {
      detail: { carrierId: carrier.id, carrier: carrier.name, naicCode: carrier.naicCode },
    });
    revalidatePath("/settings/carrier-logins");
    return { ok: true, data: saved };
  });
}

/** Admin only. Forgets the carrier's login at the service: lookups there are refused from then on. */
export async function removeCarrierLoginAction(carrierId: unknown): Promise<ActionResult<{ carrierId: string }>> {
  return authorized("admin", async (admin) => {
    const id = CarrierIdSchema.safeParse(carrierId);
    if (!id.success) return NOT_A_CARRIER;
    const service = await serviceClient();
    const carrier = await service.getCarrier(id.data);
    await service.removePortalCredential(carrier.id);
    await recordAudit(admin, "carrier-login.removed", {
      detail: { carrierId: carrier.id, carrier: carrier.name, naicCode: carrier.naicCode },
    });
    revalidatePath("/settings/carrier-logins");
    return { ok: true, data: { carrierId: carrier.id } };
  });
}

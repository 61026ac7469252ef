"use server";

import type { Carrier } from "@/lib/schemas/carrier";
import { serviceClient } from "@/lib/service-client";
import { authorized } from "./authorized";
import type { ActionResult } from "./result";

/** Reads the carriers from the service over HTTP; the client secret never leaves the server. */
export async function listCarriersAction(): Promise<ActionResult<Carrier[]>> {
  return authorized("viewer", async () => ({ ok: true, data: await (await serviceClient()).listCarriers() }));
}

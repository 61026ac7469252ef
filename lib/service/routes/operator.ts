import "server-only";
import { z } from "zod";
import { createClient } from "@/lib/service/clients/create-client";
import { removePortalCredentials, setPortalCredentials } from "@/lib/service/clients/credentials";
import type { ServiceDeps } from "@/lib/service/deps";
import { newRouter } from "@/lib/service/http/app";
import { errors } from "@/lib/service/http/errors";
import { operatorAuth } from "@/lib/service/http/operator-auth";

export const CreateClientCommand = z.object({
  name: z.string().trim().min(1),
  lienholderName: z.string().trim().min(1),
  lienholderAddress: z.string().trim().min(1).optional(),
  isPlatform: z.boolean().optional(),
  platformClientId: z.string().optional(),
});
export const CredentialsCommand = z.object({
  clientId: z.string().min(1),
  carrier: z.string().min(1),
  username: z.string().min(1).optional(),
  password: z.string().min(1).optional(),
});

async function parse<T extends z.ZodType>(schema: T, req: Request): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await req.json().catch(() => undefined));
  if (!parsed.success) {
    throw errors.invalidInput(
      "The request is invalid.",
      parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    );
  }
  return parsed.data;
}

/** Operator commands for the CLI; deliberately not in the public OpenAPI document. */
export function operatorRoutes(deps: ServiceDeps) {
  const r = newRouter();
  r.use("/operator/*", operatorAuth(deps));
  r.post("/operator/clients", async (c) => {
    const cmd = await parse(CreateClientCommand, c.req.raw);
    return c.json({ success: true, data: await createClient(deps, cmd) }, 201);
  });
  r.post("/operator/credentials", async (c) => {
    const cmd = await parse(CredentialsCommand, c.req.raw);
    return c.json({ success: true, data: await setPortalCredentials(deps, cmd) }, 200);
  });
  r.post("/operator/credentials/remove", async (c) => {
    const cmd = await parse(CredentialsCommand, c.req.raw);
    return c.json({ success: true, data: await removePortalCredentials(deps, cmd) }, 200);
  });
  return r;
}

import "server-only";
import { z } from "zod";
import { PortalCredentialRemovedSchema, PortalCredentialSchema, type PortalLoginInput } from "@/lib/schemas/carrier";
import type { ServiceClientConfig } from "./config";
import { callService } from "./http";

const loginPath = (carrierId: string) => `/portal-credentials/${encodeURIComponent(carrierId)}`;

/** The client's lienholder portal logins; spread into createServiceClient. A login is sent, never read back. */
export function portalCredentialMethods(config: ServiceClientConfig) {
  return {
    listPortalCredentials: () => callService(config, "/portal-credentials", z.array(PortalCredentialSchema)),
    /** Puts the login on file for the carrier, replacing any there; answers when, never the login. */
    setPortalCredential: (carrierId: string, login: PortalLoginInput) =>
      callService(config, loginPath(carrierId), PortalCredentialSchema, { method: "PUT", body: login }),
    removePortalCredential: (carrierId: string) =>
      callService(config, loginPath(carrierId), PortalCredentialRemovedSchema, { method: "DELETE" }),
  };
}

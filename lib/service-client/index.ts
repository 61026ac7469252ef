import "server-only";
import { z } from "zod";
import { CarrierSchema } from "@/lib/schemas/carrier";
import { EventWithAttemptsSchema } from "@/lib/schemas/events";
import { IgnitionCreatedSchema, IgnitionSessionSchema, type CreateIgnitionInput } from "@/lib/schemas/ignition";
import { AccountSchema, PolicySchema } from "@/lib/schemas/policy";
import { ProxyAcceptedSchema, type ProxyRequest } from "@/lib/schemas/proxy";
import { TokenExchangeResultSchema } from "@/lib/schemas/tokens";
import { serviceConfig, type ServiceClientConfig } from "./config";
import { correctionMethods } from "./corrections";
import { callService } from "./http";
import { portalCredentialMethods } from "./portal-credentials";
import { validationMethods } from "./validation";

/** The typed client the dashboard uses; every method is one HTTP call validated by the shared schemas. */
export function createServiceClient(config: ServiceClientConfig) {
  return {
    config,
    listCarriers: () => callService(config, "/carriers", z.array(CarrierSchema)),
    getCarrier: (id: string) => callService(config, `/carriers/${encodeURIComponent(id)}`, CarrierSchema),
    createIgnition: (body: CreateIgnitionInput) => callService(config, "/ignition", IgnitionCreatedSchema, { body }),
    getIgnition: (token: string) =>
      callService(config, `/ignition/${encodeURIComponent(token)}`, IgnitionSessionSchema),
    cancelIgnition: (token: string) =>
      callService(config, `/ignition/${encodeURIComponent(token)}/cancel`, IgnitionSessionSchema, { method: "POST" }),
    proxy: (token: string, body: ProxyRequest) =>
      callService(config, `/ignition/${encodeURIComponent(token)}/proxy`, ProxyAcceptedSchema, { body }),
    listEvents: (token: string) =>
      callService(config, `/ignition/${encodeURIComponent(token)}/events`, z.array(EventWithAttemptsSchema)),
    exchangeToken: (authCode: string) =>
      callService(config, "/token/exchange", TokenExchangeResultSchema, { body: { authCode } }),
    getAccount: (id: string, accessToken: string) =>
      callService(config, `/accounts/${encodeURIComponent(id)}`, AccountSchema, { accessToken }),
    getPolicy: (id: string, accessToken: string, term: "current" | "renewal" = "current") =>
      callService(config, `/policies/${encodeURIComponent(id)}`, PolicySchema, { accessToken, query: { term } }),
    ...validationMethods(config),
    ...correctionMethods(config),
    ...portalCredentialMethods(config),
  };
}

export type ServiceClient = ReturnType<typeof createServiceClient>;

export async function serviceClient(): Promise<ServiceClient> {
  return createServiceClient(await serviceConfig());
}

export { ServiceCallError } from "./errors";

import { randomBytes } from "node:crypto";

/** A random bearer value such as `sk_…`; the prefix gets a `_` separator unless it already ends with one. */
export function randomToken(prefix: string, bytes = 24): string {
  const sep = prefix === "" || prefix.endsWith("_") ? "" : "_";
  return prefix + sep + randomBytes(bytes).toString("base64url");
}

/** Standard Webhooks secrets are `whsec_` and standard base64, which their verifiers decode. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

import "server-only";
import { credentialsKey } from "@/lib/keys/app-keys";
import { createSecretBox, isSealedText, type SecretBox } from "./secret-box";

// The dashboard's secrets at rest (its service client secret, webhook secret, access tokens), sealed
// like the service's own under the app's credentials key. Each value is bound to where it is stored, so
// a sealed token copied into another row or setting does not open there.

let box: SecretBox | undefined;
const dashboardBox = () => (box ??= createSecretBox(credentialsKey()));

const tokenContext = (verification: string) => `dashboard.verifications.access_token:${verification}`;
const settingContext = (key: string) => `dashboard.settings:${key}`;

export function sealAccessToken(verification: string, accessToken: string): string {
  return dashboardBox().seal(accessToken, tokenContext(verification));
}

export function openAccessToken(verification: string, stored: string | null): string | null {
  return stored === null ? null : (dashboardBox().open(stored, tokenContext(verification)) as string);
}

/** How a secret setting is kept in its jsonb column. */
export interface SealedSetting {
  sealed: string;
}

export const isSealedSetting = (value: unknown): value is SealedSetting =>
  typeof value === "object" &&
  value !== null &&
  Object.keys(value).length === 1 &&
  isSealedText((value as SealedSetting).sealed);

export function sealSetting(key: string, value: unknown): SealedSetting {
  return { sealed: dashboardBox().seal(value, settingContext(key)) };
}

export function openSetting(key: string, value: SealedSetting): unknown {
  return dashboardBox().open(value.sealed, settingContext(key));
}

import "server-only";
import { and, eq, isNotNull, notLike } from "drizzle-orm";
import { sealAccessToken } from "@/lib/crypto/dashboard-seal";
import { getDatabase } from "@/lib/db";
import { verifications } from "@/lib/db/schema";
import { EMBEDDED_CLIENT_SETTING } from "@/lib/service-client/config";
import { sealSettingAtRest } from "./settings";

/**
 * Data migration run at every start: seals the dashboard secrets that earlier versions stored in the clear
 * (the embedded client's secrets, the verifications' access tokens). SQL migrations cannot do it: the key
 * lives outside the database. Each row is replaced only while it still holds the plaintext it was read with,
 * so processes starting together cannot seal a value twice.
 */
export async function sealSecretsAtRest(): Promise<{ settings: number; accessTokens: number }> {
  const { db } = await getDatabase();
  const settings = (await sealSettingAtRest(EMBEDDED_CLIENT_SETTING)) ? 1 : 0;
  const plain = await db
    .select({ token: verifications.token, accessToken: verifications.accessToken })
    .from(verifications)
    .where(and(isNotNull(verifications.accessToken), notLike(verifications.accessToken, "v1:%")));
  let accessTokens = 0;
  for (const row of plain) {
    const sealed = await db
      .update(verifications)
      .set({ accessToken: sealAccessToken(row.token, row.accessToken!) })
      .where(and(eq(verifications.token, row.token), eq(verifications.accessToken, row.accessToken!)))
      .returning({ token: verifications.token });
    accessTokens += sealed.length;
  }
  return { settings, accessTokens };
}

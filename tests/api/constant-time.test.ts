import { describe, expect, it } from "vitest";
import { hashSecret, verifySecret } from "@/lib/crypto/scrypt";

async function timed(secret: string, stored: string): Promise<number> {
  const t = performance.now();
  await verifySecret(secret, stored);
  return performance.now() - t;
}

describe("secret verification", () => {
  it("pays the full slow hash whatever the length of a wrong secret", async () => {
    const secret = "sk_" + "a".repeat(43);
    const stored = await hashSecret(secret);
    expect(await verifySecret(secret, stored)).toBe(true);
    expect(await verifySecret("x", stored)).toBe(false);

    // Interleaved so a busy machine slows all three alike; the fastest run of each, because load only adds time.
    const best = { right: Infinity, short: Infinity, long: Infinity };
    for (let i = 0; i < 7; i++) {
      best.right = Math.min(best.right, await timed(secret, stored));
      best.short = Math.min(best.short, await timed("x", stored));
      best.long = Math.min(best.long, await timed("y".repeat(500), stored));
    }
    // An early return on length answers in microseconds (a ratio near 0.001); the slow hash takes milliseconds.
    expect(best.right).toBeGreaterThan(5);
    expect(best.short / best.right).toBeGreaterThan(0.2);
    expect(best.long / best.right).toBeGreaterThan(0.2);
  });
});

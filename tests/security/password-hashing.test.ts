// The slow hash is the one thing an unauthenticated caller can make the app spend CPU on: only a
// known account or client pays it, a bounded number run at once, and no password is longer than
// 1024 characters. A lockout of an account does not hold the browser its holder signed in from.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addStaff, openDashboardDb, PASSWORD } from "../dashboard/signed-in";
import { authorizeCredentials } from "@/lib/auth/credentials";
import { ThrottledSignIn } from "@/lib/auth/sign-in-throttle";
import { DEVICE_COOKIE, deviceToken } from "@/lib/auth/trusted-device";
import { HashBusyError, hashLoad, hashSecret, MAX_SECRET_LENGTH, verifySecret } from "@/lib/crypto/scrypt";
import type { Database } from "@/lib/db";
import type { StaffUser } from "@/lib/db/queries/users";
import { FirstAdminSchema, NewStaffSchema, SignInSchema } from "@/lib/schemas/staff";
import { ChangeOwnPasswordSchema, ResetPasswordSchema } from "@/lib/schemas/staff-admin";
import { startTestService, type TestService } from "../support/service";

vi.mock("next-auth", () => ({ AuthError: class AuthError extends Error {} }));

const hashes = () => hashLoad().started;

describe("the hash itself", () => {
  it("runs at most two at once; a flood past the queue is told to come back, not queued", async () => {
    const stored = await hashSecret("a-password-1");
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, hashLoad().running)), 2);
    const results = await Promise.allSettled(Array.from({ length: 80 }, () => verifySecret("wrong", stored)));
    clearInterval(sampler);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(2);
    const busy = results.filter((r) => r.status === "rejected");
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((r) => (r as PromiseRejectedResult).reason instanceof HashBusyError)).toBe(true);
    expect(hashLoad()).toMatchObject({ running: 0, waiting: 0 });
  });

  it("refuses a secret over 1024 characters without hashing it", async () => {
    const stored = await hashSecret("a-password-1");
    const before = hashes();
    expect(await verifySecret("x".repeat(MAX_SECRET_LENGTH + 1), stored)).toBe(false);
    expect(hashes()).toBe(before);
    await expect(hashSecret("x".repeat(MAX_SECRET_LENGTH + 1))).rejects.toThrow(RangeError);
  });

  it("caps the password wherever one is typed", () => {
    const long = "p".repeat(MAX_SECRET_LENGTH + 1);
    expect(SignInSchema.safeParse({ email: "a@b.example", password: long }).success).toBe(false);
    expect(FirstAdminSchema.safeParse({ name: "A", email: "a@b.example", password: long }).success).toBe(false);
    expect(NewStaffSchema.safeParse({ name: "A", email: "a@b.example", password: long, role: "viewer" }).success).toBe(
      false,
    );
    expect(ResetPasswordSchema.safeParse({ userId: "u", password: long }).success).toBe(false);
    expect(ChangeOwnPasswordSchema.safeParse({ current: long, password: long, confirm: long }).success).toBe(false);
  });
});

describe("staff sign-in", () => {
  let db: Database;
  let member: StaffUser;
  beforeAll(async () => {
    db = await openDashboardDb();
    member = await addStaff("admin", "Ada Admin");
  }, 60_000);
  afterAll(async () => {
    vi.useRealTimers();
    await db.close();
  });

  const request = (address: string, cookie?: string) =>
    new Request("http://localhost/api/auth/callback/credentials", {
      headers: { "x-forwarded-for": address, ...(cookie ? { cookie } : {}) },
    });
  const attempt = (password: string, address: string, email = member.email, cookie?: string) =>
    authorizeCredentials({ email, password }, request(address, cookie)).catch((err: unknown) => err);

  it("hashes nothing for an unknown account, yet answers no faster", async () => {
    await attempt("wrong-password", "192.0.2.1"); // a known account's timing, to compare with
    const t0 = performance.now();
    await attempt("wrong-password", "192.0.2.1");
    const known = performance.now() - t0;
    const before = hashes();
    const t1 = performance.now();
    expect(await attempt("wrong-password", "192.0.2.2", "nobody@lender.example")).toBeNull();
    const unknown = performance.now() - t1;
    expect(hashes()).toBe(before);
    console.log(`known account ${known.toFixed(1)} ms, unknown account ${unknown.toFixed(1)} ms (no hash)`);
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it("the first-admin form, once staff exist, refuses without hashing", async () => {
    const { createFirstAdminAction } = await import("@/lib/actions/create-first-admin");
    const before = hashes();
    const res = await createFirstAdminAction({ name: "Mallory", email: "m@evil.example", password: "long-enough-pw" });
    expect(res).toEqual({ ok: false, message: "An administrator already exists. Please sign in." });
    expect(hashes()).toBe(before);
  });

  it("refuses a 5 MB password before any hash", async () => {
    const before = hashes();
    const t0 = performance.now();
    expect(await attempt("p".repeat(5_000_000), "192.0.2.3")).toBeNull();
    expect(hashes()).toBe(before);
    expect(performance.now() - t0).toBeLessThan(200);
  });

  it("a browser the holder signed in from is not held by a lockout others caused", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const holder = await addStaff("admin", "Only Admin");
    const cookie = `theme=dark; ${DEVICE_COOKIE}=${deviceToken(holder.email)}`;
    // Many addresses guess until the account-wide budget locks the account for everyone else.
    let locked = false;
    for (let i = 0; i < 40 && !locked; i++)
      locked = (await attempt("wrong-password", `10.7.0.${i}`, holder.email)) instanceof ThrottledSignIn;
    expect(await attempt(PASSWORD, "192.0.2.60", holder.email)).toBeInstanceOf(ThrottledSignIn);
    // The holder's own browser gets in meanwhile.
    expect(await attempt(PASSWORD, "192.0.2.60", holder.email, cookie)).toMatchObject({ email: holder.email });
    // Another account's note, a forged one or a stale one does not exempt anyone.
    const other = `${DEVICE_COOKIE}=${deviceToken(member.email)}`;
    expect(await attempt(PASSWORD, "192.0.2.61", holder.email, other)).toBeInstanceOf(ThrottledSignIn);
    // Every other last character, including those that differ from it only in base64url's spare bits.
    for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".replace(cookie.at(-1)!, "")) {
      const forged = cookie.slice(0, -1) + c;
      expect(await attempt(PASSWORD, "192.0.2.62", holder.email, forged)).toBeInstanceOf(ThrottledSignIn);
    }
    const stale = `${DEVICE_COOKIE}=${deviceToken(holder.email, Date.now() - 91 * 24 * 3600 * 1000)}`;
    expect(await attempt(PASSWORD, "192.0.2.63", holder.email, stale)).toBeInstanceOf(ThrottledSignIn);
    vi.useRealTimers();
  });
});

describe("service client credentials", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  }, 60_000);
  afterAll(() => svc.close());

  it("an unknown client id costs no hash, and neither does an over-long secret", async () => {
    const before = hashes();
    const unknown = await svc.call("GET", "/carriers", {
      headers: { "x-client-id": "cli_nobody", "x-client-secret": "sk_guess", "x-forwarded-for": "192.0.2.9" },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ success: false, errorCode: "invalid-client-credentials" });
    const known = await svc.newClient();
    const afterCreate = hashes();
    expect(afterCreate).toBe(before + 1); // the new client's own secret
    const long = await svc.call("GET", "/carriers", {
      headers: { "x-client-id": known.clientId, "x-client-secret": "s".repeat(1_000_000) },
    });
    expect(long.status).toBe(401);
    expect(hashes()).toBe(afterCreate);
  });
});

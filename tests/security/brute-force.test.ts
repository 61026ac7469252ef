// Issue 11, item 6: failed credentials are throttled before the slow hash, per address, per address and
// identity, and per identity, with waits capped at 15 minutes so an attacker cannot keep the owner out
// for long, and the owner signing in from elsewhere is not slowed by one attacker's failures.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authorizeCredentials } from "@/lib/auth/credentials";
import { ThrottledSignIn } from "@/lib/auth/sign-in-throttle";
import type { Database } from "@/lib/db";
import type { StaffUser } from "@/lib/db/queries/users";
import { startTestService, type TestService } from "../support/service";
import { addStaff, openDashboardDb, PASSWORD } from "../dashboard/signed-in";

const MIN = 60_000;

describe("service client authentication", () => {
  let clock = Date.now();
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ now: () => new Date(clock) });
  }, 60_000);
  afterAll(() => svc.close());

  const carriers = (headers: Record<string, string>, from: string) =>
    svc.call("GET", "/carriers", { headers: { ...headers, "x-forwarded-for": from } });
  const wrong = (clientId: string) => ({ "x-client-id": clientId, "x-client-secret": "sk_guess" });

  it("answers 429 rate-limited before hashing once an address keeps guessing one client's secret", async () => {
    const victim = await svc.newClient();
    const attacker = "203.0.113.7";
    for (let i = 0; i < 6; i++) expect((await carriers(wrong(victim.clientId), attacker)).status).toBe(401);
    const refused = await carriers(wrong(victim.clientId), attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, errorCode: "rate-limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

    // Refused without the 50 ms scrypt: compare with guesses that are hashed.
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) expect((await carriers(wrong(victim.clientId), attacker)).status).toBe(429);
    const perRefused = (performance.now() - t0) / 20;
    const t1 = performance.now();
    for (let i = 0; i < 3; i++) await carriers(wrong(victim.clientId), `198.51.100.${i}`);
    const perHashed = (performance.now() - t1) / 3;
    console.log(`refused guess ${perRefused.toFixed(1)} ms, hashed guess ${perHashed.toFixed(1)} ms`);
    expect(perRefused).toBeLessThan(perHashed / 3);

    // The owner, from its own address, is not slowed.
    expect((await carriers(victim.headers, "192.0.2.10")).status).toBe(200);
  });

  it("doubles the wait per further failure, never beyond 15 minutes, and forgets after it", async () => {
    const victim = await svc.newClient();
    const attacker = "203.0.113.8";
    const waits: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await carriers(wrong(victim.clientId), attacker);
      if (res.status === 429) {
        waits.push(Number(res.headers.get("retry-after")));
        clock += waits.at(-1)! * 1000;
      }
    }
    expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8]);
    expect(Math.max(...waits)).toBe(15 * 60);
    clock += 15 * MIN + 1000;
    expect((await carriers(victim.headers, attacker)).status).toBe(200);
  });

  it("limits one address trying many client ids", async () => {
    const sprayer = "203.0.113.9";
    const statuses: number[] = [];
    for (let i = 0; i < 23; i++) statuses.push((await carriers(wrong(`cli_unknown${i}`), sprayer)).status);
    expect(statuses.slice(0, 21).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits many addresses guessing one client id, yet the client in use keeps working", async () => {
    const victim = await svc.newClient();
    expect((await carriers(victim.headers, "192.0.2.20")).status).toBe(200);
    for (let i = 0; i < 51; i++) await carriers(wrong(victim.clientId), `10.9.${i >> 8}.${i & 255}`);
    const fresh = await carriers(wrong(victim.clientId), "10.99.0.1");
    expect(fresh.status).toBe(429);
    // Its recently verified secret is recognised before any budget: the integration keeps running.
    expect((await carriers(victim.headers, "192.0.2.20")).status).toBe(200);
    clock += 2 * MIN;
  });
});

describe("staff sign-in", () => {
  let db: Database;
  let member: StaffUser;
  beforeAll(async () => {
    db = await openDashboardDb();
    member = await addStaff("reviewer", "Robin Reviewer");
  }, 60_000);
  afterAll(async () => {
    vi.useRealTimers();
    await db.close();
  });

  const from = (address: string) =>
    new Request("http://localhost/api/auth/callback/credentials", { headers: { "x-forwarded-for": address } });
  const attempt = (password: string, address: string, email = member.email) =>
    authorizeCredentials({ email, password }, from(address)).catch((err: unknown) => err);

  it("refuses an address after five wrong passwords for an account, with a clear wait", async () => {
    for (let i = 0; i < 6; i++) expect(await attempt("wrong-password", "203.0.113.50")).toBeNull();
    const refused = await attempt(PASSWORD, "203.0.113.50");
    expect(refused).toBeInstanceOf(ThrottledSignIn);
    expect((refused as ThrottledSignIn).retryAfterSeconds).toBeGreaterThanOrEqual(1);

    // The owner signs in from their own address meanwhile.
    expect(await attempt(PASSWORD, "192.0.2.50")).toMatchObject({ email: member.email });
  });

  it("ends any lockout within 15 minutes of the last failure", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const target = await addStaff("viewer", "Vera Viewer");
    // Many addresses together, each waiting out every refusal: the account's own budget locks it for
    // everyone, with waits that double up to the cap and no further.
    const waits: number[] = [];
    for (let i = 0; i < 60; i++) {
      const r = await attempt("wrong-password", `10.8.${i >> 8}.${i & 255}`, target.email);
      if (r instanceof ThrottledSignIn) {
        waits.push(r.retryAfterSeconds);
        vi.setSystemTime(Date.now() + r.retryAfterSeconds * 1000);
      }
    }
    expect(waits.slice(0, 3)).toEqual([1, 2, 4]);
    expect(Math.max(...waits)).toBe(15 * 60);
    expect(await attempt("wrong-password", "10.8.9.9", target.email)).toBeNull();
    const locked = await attempt(PASSWORD, "192.0.2.51", target.email);
    expect(locked).toBeInstanceOf(ThrottledSignIn);
    expect((locked as ThrottledSignIn).retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    vi.setSystemTime(Date.now() + 15 * MIN + 1000);
    expect(await attempt(PASSWORD, "192.0.2.51", target.email)).toMatchObject({ email: target.email });
    vi.useRealTimers();
  });

  it("says so on the sign-in form", async () => {
    const { throttledMessage } = await import("@/lib/auth/sign-in-throttle");
    expect(throttledMessage(30)).toBe("Too many failed sign-ins. Try again in 30 seconds.");
    expect(throttledMessage(900)).toBe("Too many failed sign-ins. Try again in 15 minutes.");
  });
});

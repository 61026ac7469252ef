// First: it stands in for the Auth.js cookie before anything imports next-auth.
import { addStaff, openDashboardDb, signInAs, type Who } from "../dashboard/signed-in";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ActionAuthError, MUST_CHANGE, ROLE_TOO_LOW, SIGNED_OUT } from "@/lib/auth/current-user";
import type { Role } from "@/lib/auth/roles";
import type { Database } from "@/lib/db";
import { deactivateUser, setPasswordHash } from "@/lib/db/queries/staff-admin";
import { countUsers, type StaffUser } from "@/lib/db/queries/users";
import {
  dashboardPages,
  routeHandlers,
  serverActions,
  type Page,
  type RouteHandler,
  type ServerAction,
} from "../support/dashboard-surface";

// Issue 11: every server action under lib/actions and every page under app/, as signed out, viewer,
// reviewer and admin (and a member whose password was reset, and a deactivated one). Actions and
// pages are found on disk, so one added tomorrow is covered without editing this file: an action
// must name its role in authorized() (or be one of the few listed as open), and is then called as
// everyone. The session and role checks are the real ones against a real database; only the
// Auth.js cookie is stood in for (tests/dashboard/signed-in.ts). Inputs are empty: a caller the
// role allows is refused for its input or fails reaching the (unprovisioned) service, never for its role.

// next-auth's own module does not load outside Next.js (it imports "next/server" without an
// extension); sign-in.ts takes only its error class from it, and signing in itself is stood in for.
vi.mock("next-auth", () => ({ AuthError: class AuthError extends Error {} }));

/** The roles the issues give (issue 2: staff admin only; issue 4: templates admin, reviewers read). */
const SPEC: Record<string, Role> = {
  addStaffAction: "admin",
  changeStaffRoleAction: "admin",
  setStaffActiveAction: "admin",
  resetStaffPasswordAction: "admin",
  saveVerificationSettingsAction: "admin",
  saveTemplateAction: "admin",
  listAuditAction: "admin",
  listLearnedHintsAction: "admin",
  removeLearnedHintAction: "admin",
  // The organisation's carrier portal logins are an admin's to keep.
  listCarrierLoginsAction: "admin",
  saveCarrierLoginAction: "admin",
  removeCarrierLoginAction: "admin",
  startLookupAction: "reviewer",
  // Issue 16: reviewers and admins ask borrowers, remind and cancel; only admins read the outbox.
  requestInsuranceAction: "reviewer",
  remindInsuranceRequestAction: "reviewer",
  cancelInsuranceRequestAction: "reviewer",
  listOutboxAction: "admin",
  rerunDocumentAction: "reviewer",
  runValidationAction: "reviewer",
  showOrRunValidationAction: "reviewer",
  getRetryPrefillAction: "reviewer",
  correctPolicyAction: "reviewer",
  // Issue 17: viewers read the review; reviewers and admins assign, decide and note.
  assignReviewAction: "reviewer",
  decideReviewAction: "reviewer",
  addReviewNoteAction: "reviewer",
  getVerifyOptionsAction: "reviewer",
  getTemplateAction: "reviewer",
  listTemplatesAction: "reviewer",
  listRulesAction: "reviewer",
  listVerificationsAction: "viewer",
  getVerificationAction: "viewer",
  verificationStatusesAction: "viewer",
  listCarriersAction: "viewer",
  getPolicyCorrectionsAction: "viewer",
  listValidationsAction: "viewer",
  getValidationContextAction: "viewer",
};

/** Actions with no role by design, each with the check it does instead (tested below). */
const OPEN_ACTIONS: Record<string, string> = {
  signInAction: "anyone may try to sign in",
  signOutAction: "anyone may sign out",
  createFirstAdminAction: "works only while there are no staff",
  changeOwnPasswordAction: "any signed-in member, including one whose password was reset",
};

/** Minimum role per page; unlisted pages under (dashboard) must at least keep to its layout's viewer. */
type Needs = Role | "open" | "signed-in" | "before-first-admin";
const PAGES: Record<string, Needs> = {
  "/": "viewer",
  "/sessions": "viewer",
  "/sessions/[token]": "viewer",
  "/sessions/[token]/validate": "viewer",
  "/carriers": "viewer",
  "/templates": "reviewer",
  "/templates/[id]": "reviewer",
  "/templates/new": "admin",
  "/verify/lookup": "reviewer",
  "/verify/document": "reviewer",
  "/verify/request": "reviewer",
  "/settings/outbox": "admin",
  "/settings/staff": "admin",
  "/settings/audit": "admin",
  "/settings/verification": "admin",
  "/settings/learned-hints": "admin",
  "/settings/carrier-logins": "admin",
  "/sign-in": "open",
  // Staff exist here, so it sends everyone to sign in.
  "/setup": "before-first-admin",
  "/change-password": "signed-in",
  // The hosted Ignition page: the borrower's, opened by its token (tests/api/ignition-hosted.test.ts).
  "/ignition/[token]": "open",
};

/** Route handlers that answer strangers by design, each with the check it does instead. */
const OPEN_ROUTES: Record<string, string> = {
  "/api/v1/[[...path]]": "the service: client credentials (tests/security/access-matrix-service.test.ts)",
  "/api/auth/[...nextauth]": "Auth.js sign-in itself",
  "/api/webhooks/ignition": "a Standard Webhooks signature with the dashboard's secret",
  "/api/files/[id]": "an expiring HMAC-signed url",
  "/api/files/[id]/pages/[page]": "an expiring HMAC-signed url",
  "/sandbox-portal/[[...path]]": "the sandbox carrier portal, fixture data only",
};

type Outcome = "signed-out" | "role-too-low" | "must-change" | "passed" | "not-found" | `redirect ${string}`;

const BY_MESSAGE: Record<string, Outcome> = {
  [SIGNED_OUT]: "signed-out",
  [ROLE_TOO_LOW]: "role-too-low",
  [MUST_CHANGE]: "must-change",
};
const BY_REDIRECT: Record<string, Outcome> = {
  "/sign-in": "signed-out",
  "/change-password": "must-change",
};

/** Text of a rendered tree, to find a refusal a page shows instead of its data. */
function textOf(node: unknown): string {
  try {
    return JSON.stringify(node, (k, v) => (k.startsWith("_") ? undefined : v)) ?? "";
  } catch {
    return "";
  }
}

/** How a call ended: refused (and why), redirected elsewhere, or past every guard. */
async function outcomeOf(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    const result = await run();
    if (result instanceof Response) {
      if (result.status !== 401 && result.status !== 403) return "passed";
      const body = (await result.json()) as { success: boolean; message: string };
      return body.success === false ? (BY_MESSAGE[body.message] ?? "passed") : "passed";
    }
    if (result && typeof result === "object" && "ok" in result && result.ok === false) {
      return BY_MESSAGE[(result as unknown as { message: string }).message] ?? "passed";
    }
    const text = textOf(result);
    for (const [message, outcome] of Object.entries(BY_MESSAGE)) if (text.includes(message)) return outcome;
    return "passed";
  } catch (err) {
    if (err instanceof ActionAuthError) return BY_MESSAGE[err.message] ?? "passed";
    const digest = String((err as { digest?: unknown })?.digest ?? "");
    if (digest.startsWith("NEXT_REDIRECT")) {
      const target = digest.split(";")[2];
      return BY_REDIRECT[target] ?? `redirect ${target}`;
    }
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return "not-found";
    // forbidden(): Next answers 403 at the page's own address (app/(dashboard)/forbidden.tsx).
    if (digest === "NEXT_HTTP_ERROR_FALLBACK;403") return "role-too-low";
    // Anything else failed after the guards let it through (bad input, no service to call).
    return "passed";
  }
}

const RANK: Record<Who, number> = { "signed-out": -1, viewer: 0, reviewer: 1, admin: 2 };
const WHO: Who[] = ["signed-out", "viewer", "reviewer", "admin"];

function expected(who: Who, needs: Needs): Outcome {
  if (needs === "open") return "passed";
  if (needs === "before-first-admin") return "signed-out";
  if (who === "signed-out") return "signed-out";
  if (needs === "signed-in") return "passed";
  return RANK[who] >= RANK[needs] ? "passed" : "role-too-low";
}

let db: Database;
const staff = {} as Record<Role, StaffUser>;
let mustChange: StaffUser;
let deactivated: StaffUser;
let actions: ServerAction[];
let pages: Page[];

beforeAll(async () => {
  db = await openDashboardDb();
  for (const role of ["admin", "reviewer", "viewer"] as const) staff[role] = await addStaff(role);
  mustChange = await addStaff("admin", "Reset Admin");
  await setPasswordHash(mustChange.id, "x", true);
  deactivated = await addStaff("admin", "Gone Admin");
  actions = await serverActions();
  pages = dashboardPages();
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const guarded = () => actions.filter((a) => !(a.name in OPEN_ACTIONS));
const callEmpty = (a: ServerAction) => () => a.fn({}, {});

describe("server actions", () => {
  it("are found on disk, and each names its role or is one of the open few", () => {
    expect(actions.length).toBeGreaterThan(20);
    const unguarded = guarded()
      .filter((a) => !a.declaredRole)
      .map((a) => `${a.name} (${a.file})`);
    expect(unguarded, "server actions without authorized(role)").toEqual([]);
    const differs = guarded()
      .filter((a) => a.name in SPEC && SPEC[a.name] !== a.declaredRole)
      .map((a) => `${a.name}: declares ${a.declaredRole}, the issues say ${SPEC[a.name]}`);
    expect(differs).toEqual([]);
    const open = actions.filter((a) => a.name in OPEN_ACTIONS).map((a) => a.name);
    expect(open.sort()).toEqual(Object.keys(OPEN_ACTIONS).sort());
  });

  for (const who of WHO)
    it(`as ${who}: refused below the declared role, let through at or above it`, async () => {
      await signInAs(who === "signed-out" ? null : staff[who]);
      const seen: Record<string, Outcome> = {};
      const want: Record<string, Outcome> = {};
      for (const a of guarded()) {
        seen[a.name] = await outcomeOf(callEmpty(a));
        want[a.name] = expected(who, a.declaredRole!);
      }
      expect(seen).toEqual(want);
    });

  it("a member whose password was reset may run none of them", async () => {
    await signInAs(mustChange);
    for (const a of guarded()) expect({ [a.name]: await outcomeOf(callEmpty(a)) }).toEqual({ [a.name]: "must-change" });
  });

  it("a deactivated member is signed out for all of them", async () => {
    // Signed in, then deactivated by an admin while the cookie lives on.
    await signInAs(deactivated);
    expect(await deactivateUser(deactivated.id)).toBe("ok");
    for (const a of guarded()) expect({ [a.name]: await outcomeOf(callEmpty(a)) }).toEqual({ [a.name]: "signed-out" });
  });

  it("the open ones keep their own checks", async () => {
    const byName = Object.fromEntries(actions.map((a) => [a.name, a.fn]));
    await signInAs(null);
    expect(await byName.changeOwnPasswordAction({ current: "x", password: "y" })).toEqual({
      ok: false,
      message: SIGNED_OUT,
    });
    const before = await countUsers();
    for (const who of WHO) {
      await signInAs(who === "signed-out" ? null : staff[who]);
      const res = (await byName.createFirstAdminAction({
        name: "Mallory",
        email: `mallory.${who}@evil.example`,
        password: "a-long-enough-password-1",
      })) as { ok: boolean; message?: string; fieldErrors?: unknown };
      expect(res.ok, JSON.stringify(res)).toBe(false);
    }
    expect(await countUsers()).toBe(before);
  });
});

describe("pages", () => {
  /** Calls the layouts Next.js wraps the page in, outermost first, then the page itself. */
  async function render(page: Page, withLayouts: boolean): Promise<Outcome> {
    const params = Promise.resolve({ token: "ign_missing", id: "tem_missing" });
    const searchParams = Promise.resolve({});
    return outcomeOf(async () => {
      if (withLayouts)
        for (const file of page.layouts) {
          const layout = (await import(/* @vite-ignore */ file)).default;
          await layout({ children: null, params });
        }
      const Page = (await import(/* @vite-ignore */ page.file)).default;
      return Page({ params, searchParams });
    });
  }

  const needsOf = (p: Page) => PAGES[p.route] ?? (p.file.includes("/(dashboard)/") ? "viewer" : undefined);

  it("are found on disk, and each outside the dashboard is classified", () => {
    expect(pages.length).toBeGreaterThan(12);
    expect(pages.filter((p) => !needsOf(p)).map((p) => p.route)).toEqual([]);
  });

  for (const who of WHO)
    it(`as ${who}: each page with its layouts refuses below its role`, async () => {
      await signInAs(who === "signed-out" ? null : staff[who]);
      const seen: Record<string, Outcome> = {};
      const want: Record<string, Outcome> = {};
      for (const page of pages) {
        const outcome = await render(page, true);
        // A page may send an allowed visitor on (/ → /sessions, /setup → /sign-in) or to a 404 for a made-up id.
        seen[page.route] = outcome.startsWith("redirect ") || outcome === "not-found" ? "passed" : outcome;
        want[page.route] = expected(who, needsOf(page)!);
      }
      expect(seen).toEqual(want);
    });

  // Issue 17: the no-access page answered 200 at /forbidden, outside the navigation. A refusal is
  // now forbidden() at the page's own address: Next answers 403 with the (dashboard) segment's
  // forbidden.tsx, rendered inside the layout that draws the navigation.
  it("a role too low gets 403 in place, from a forbidden page inside the dashboard's layout", async () => {
    await signInAs(staff.viewer);
    const staffPage = pages.find((p) => p.route === "/settings/staff")!;
    const Page = (await import(/* @vite-ignore */ staffPage.file)).default;
    const digest = await Page({ params: Promise.resolve({}), searchParams: Promise.resolve({}) }).then(
      () => "rendered",
      (err: { digest?: string }) => String(err?.digest),
    );
    expect(digest).toBe("NEXT_HTTP_ERROR_FALLBACK;403");
    const dashboardLayout = staffPage.layouts.find((f) => f.endsWith("/(dashboard)/layout.tsx"))!;
    const boundary = (await import(/* @vite-ignore */ dashboardLayout.replace(/layout\.tsx$/, "forbidden.tsx")))
      .default;
    const { renderToStaticMarkup } = await import("react-dom/server");
    expect(renderToStaticMarkup(boundary())).toContain("You don’t have access to that page");
  });

  // Next.js renders only the changed segment on client navigation, and a request can claim its
  // layouts are already on screen: each page must refuse on its own, not only through its layout.
  for (const who of ["signed-out", "viewer", "reviewer"] as const)
    it(`as ${who}: each page refuses on its own, without its layout, or shows no data`, async () => {
      await signInAs(who === "signed-out" ? null : staff[who]);
      const seen: Record<string, Outcome> = {};
      const want: Record<string, Outcome> = {};
      for (const page of pages) {
        const needs = needsOf(page)!;
        const outcome = await render(page, false);
        const wanted = expected(who, needs);
        // A page that only redirects elsewhere shows nothing; that is as good as a refusal.
        seen[page.route] = outcome.startsWith("redirect ") && wanted !== "passed" ? wanted : outcome;
        if (seen[page.route] === "not-found" || (outcome.startsWith("redirect ") && wanted === "passed"))
          seen[page.route] = "passed";
        want[page.route] = wanted;
      }
      expect(seen).toEqual(want);
    });
});

describe("route handlers (downloads, exports, uploads)", () => {
  let handlers: RouteHandler[];
  beforeAll(() => {
    handlers = routeHandlers();
  });
  const guardedRoutes = () => handlers.filter((h) => !(h.route in OPEN_ROUTES));

  it("are found on disk, and each names its role in routeUser() or is one of the open few", () => {
    expect(guardedRoutes().length).toBeGreaterThanOrEqual(4);
    expect(
      guardedRoutes()
        .filter((h) => !h.declaredRole)
        .map((h) => h.route),
    ).toEqual([]);
    expect(
      handlers
        .filter((h) => h.route in OPEN_ROUTES)
        .map((h) => h.route)
        .sort(),
    ).toEqual(Object.keys(OPEN_ROUTES).sort());
  });

  for (const who of WHO)
    it(`as ${who}: each refuses below its role with 401/403 in the envelope`, async () => {
      await signInAs(who === "signed-out" ? null : staff[who]);
      const seen: Record<string, Outcome> = {};
      const want: Record<string, Outcome> = {};
      for (const h of guardedRoutes()) {
        const mod = (await import(/* @vite-ignore */ h.file)) as Record<
          string,
          (...args: unknown[]) => Promise<Response>
        >;
        for (const method of h.methods) {
          const key = `${method} ${h.route}`;
          const params = Promise.resolve({ token: "ign_missing", id: "missing", page: "1" });
          const body = method === "GET" ? undefined : new FormData();
          seen[key] = await outcomeOf(() =>
            mod[method](new Request(`http://dashboard.test${h.route}?q=nothing`, { method, body }), { params }),
          );
          want[key] = expected(who, h.declaredRole!);
        }
      }
      expect(Object.keys(seen).length).toBeGreaterThanOrEqual(4);
      expect(seen).toEqual(want);
    });
});

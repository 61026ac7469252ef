import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { shot } from "./support";

// The hosted Ignition page as a borrower on a phone uses it: a client creates a session over the API, the
// borrower opens ignitionUri, shares their insurance, and lands back on the client's redirectUri; the
// client's own receiver gets the signed events and the authCode opens the Policy.

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Client {
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
}
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let client: Client;
let server: Server;
let base: string;
const received: Received[] = [];

const api = (page: Page) => page.context().request;
const headers = () => ({ "x-client-id": client.clientId, "x-client-secret": client.clientSecret });

/** A receiver for webhooks (POST /hooks) that is also the client's landing page (GET /done). */
test.beforeAll(async ({ playwright, baseURL }) => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method === "POST") {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
        return void res.writeHead(200).end("ok");
      }
      res
        .writeHead(200, { "content-type": "text/html" })
        .end("<!doctype html><title>Lender</title><h1>Back at the lender</h1>");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The embedded service makes its operator key on first use; the CLI's route then creates an API client.
  const request = await playwright.request.newContext({ baseURL });
  await request.get("/api/v1/openapi.json");
  const key = readFileSync(".data-e2e/operator.key", "utf8").trim();
  const created = await request.post("/api/v1/operator/clients", {
    headers: { "x-operator-key": key },
    data: { name: "Acme Lending", lienholderName: "Acme Lending LLC" },
  });
  expect(created.status()).toBe(201);
  client = (await created.json()).data;
  await request.dispose();
});
test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function newSession(page: Page): Promise<{ token: string; uri: string }> {
  const res = await api(page).post("/api/v1/ignition", {
    headers: headers(),
    data: {
      webhookUri: `${base}/hooks`,
      redirectUri: `${base}/done`,
      user: { id: "borrower-9", firstName: "Jordan", lastName: "Rivera" },
      metadata: { loanNumber: "LN-4401729" },
    },
  });
  expect(res.status()).toBe(200);
  const data = (await res.json()).data;
  return { token: data.ignitionToken, uri: data.ignitionUri };
}

/** The session's webhooks that arrived, each verified against the client's signing secret. */
function eventsOf(token: string): { type: string; data: Record<string, unknown> }[] {
  const wh = new Webhook(client.webhookSecret);
  return received
    .map(
      (r) => wh.verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> },
    )
    .filter((e) => e.data.token === token);
}

async function waitForEvent(token: string, type: string) {
  await expect.poll(() => eventsOf(token).some((e) => e.type === type), { timeout: 20_000 }).toBe(true);
  return eventsOf(token).find((e) => e.type === type)!;
}

async function expectAccessible(page: Page, name: string) {
  await shot(page, name);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function consentAndFindStateFarm(page: Page, uri: string, shots: boolean) {
  await page.goto(uri);
  await expect(
    page.getByRole("heading", { level: 1, name: "Acme Lending is asking to see your insurance" }),
  ).toBeVisible();
  if (shots) await expectAccessible(page, "90-ignition-consent");
  await page.getByRole("button", { name: "I agree, continue" }).click();
  await expect(page.getByRole("heading", { name: "Who is your insurance company?" })).toBeFocused();
  await page.getByLabel("Search for your insurance company").fill("state farm");
  if (shots) await expectAccessible(page, "91-ignition-carrier");
  await page.getByRole("button", { name: /^State Farm/ }).click();
  await expect(page.getByRole("heading", { name: "Sign in to State Farm" })).toBeVisible();
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Done → the client's redirectUri with the outcome in the query; returns it. */
async function returnToClient(page: Page): Promise<URL> {
  await page.getByRole("button", { name: "Done, return to Acme Lending" }).click();
  await page.waitForURL(`${base}/done?**`);
  return new URL(page.url());
}

async function exchangeAndRead(page: Page, authCode: string) {
  const exchanged = await api(page).post("/api/v1/token/exchange", { headers: headers(), data: { authCode } });
  expect(exchanged.status()).toBe(200);
  const { accessToken, account, policies } = (await exchanged.json()).data;
  const auth = { ...headers(), "x-access-token": accessToken };
  const acc = await (await api(page).get(`/api/v1/accounts/${account}`, { headers: auth })).json();
  const policy = await (await api(page).get(`/api/v1/policies/${policies[0]}`, { headers: auth })).json();
  return { account: acc.data, policy: policy.data };
}

test("the auto login: consent, State Farm, sign in, back at the lender with status=complete", async ({ page }) => {
  const { token, uri } = await newSession(page);
  await consentAndFindStateFarm(page, uri, true);
  await expectAccessible(page, "92-ignition-sign-in");
  await signIn(page, "user_auto", "pass_good");
  await expect(page.getByRole("heading", { name: "You're all set" })).toBeFocused({ timeout: 20_000 });
  await expect(page.getByText("Acme Lending is listed")).toBeVisible();
  await expect(page.getByText(/Honda Accord, VIN ending 4352/)).toBeVisible();
  await expectAccessible(page, "93-ignition-result");

  const landed = await returnToClient(page);
  expect(landed.searchParams.get("status")).toBe("complete");
  expect(landed.searchParams.get("result")).toBe("link");
  const authCode = landed.searchParams.get("authCode")!;
  expect(authCode).toBeTruthy();

  const completed = await waitForEvent(token, "ignition.completed");
  expect(completed.data).toMatchObject({ status: "completed", result: "link", authCode });
  expect(eventsOf(token).map((e) => e.type)).toContain("ignition.opened");
  const { account, policy } = await exchangeAndRead(page, authCode);
  expect(account.connection).toEqual({ status: "active" });
  expect(policy).toMatchObject({ policyNumber: "SBX-AUTO-1001", type: "auto", carrier: { naicCode: "25178" } });

  // The link is spent: opening it again says so in words.
  await page.goto(uri);
  await expect(page.getByRole("heading", { name: "You've already shared your insurance" })).toBeVisible();
  await expectAccessible(page, "97-ignition-used");
});

test("the MFA login asks for a code, then completes", async ({ page }) => {
  const { token, uri } = await newSession(page);
  await consentAndFindStateFarm(page, uri, false);
  await signIn(page, "user_mfa", "pass_good");
  await expect(page.getByLabel("Code")).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, "94-ignition-mfa");
  await page.getByLabel("Code").fill("123456");
  await page.getByRole("button", { name: "Verify code" }).click();
  await expect(page.getByRole("heading", { name: "You're all set" })).toBeVisible({ timeout: 20_000 });
  const landed = await returnToClient(page);
  expect(landed.searchParams.get("status")).toBe("complete");
  expect((await waitForEvent(token, "ignition.completed")).data.result).toBe("link");
});

test("a wrong password is refused in words and sends ignition.attempted without the password", async ({ page }) => {
  const { token, uri } = await newSession(page);
  await consentAndFindStateFarm(page, uri, false);
  await signIn(page, "user_auto", "not-my-password");
  // Next.js keeps an empty route announcer with role=alert on every page: the page's own alert is the other one.
  const alert = page.getByRole("alert").filter({ hasText: /\S/ });
  await expect(alert).toContainText("did not accept that username and password", { timeout: 20_000 });
  await expect(alert).toContainText("4 tries left");
  await expectAccessible(page, "95-ignition-wrong-password");
  const attempted = await waitForEvent(token, "ignition.attempted");
  expect(attempted.data).toMatchObject({ result: "link", errorCode: "invalid-credentials" });
  expect(received.map((r) => r.body).join("")).not.toContain("not-my-password");
});

test("the upload path: a real declarations PDF is read and the session completes as manual", async ({ page }) => {
  test.setTimeout(120_000);
  const { token, uri } = await newSession(page);
  await page.goto(uri);
  await page.getByRole("button", { name: "I agree, continue" }).click();
  await page.getByRole("button", { name: "Upload a document instead" }).click();
  await expect(page.getByRole("heading", { name: "Upload your insurance document" })).toBeVisible();
  await page
    .getByLabel("Choose a file (PDF, JPG or PNG)")
    .setInputFiles("tests/fixtures/documents/auto-declarations.pdf");
  await expect(page.getByText("Ready to send: auto-declarations.pdf")).toBeVisible();
  await expectAccessible(page, "96-ignition-upload");
  await page.getByRole("button", { name: "Send document" }).click();
  await expect(page.getByRole("heading", { name: "You're all set" })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText(/AB-123-4567/)).toBeVisible();
  await shot(page, "96b-ignition-upload-result");
  const landed = await returnToClient(page);
  expect(landed.searchParams.get("status")).toBe("complete");
  expect(landed.searchParams.get("result")).toBe("manual");
  const completed = await waitForEvent(token, "ignition.completed");
  expect(completed.data).toMatchObject({ result: "manual", status: "completed" });
  const { account, policy } = await exchangeAndRead(page, landed.searchParams.get("authCode")!);
  expect(account.connection).toEqual({ status: "inactive" });
  expect(policy.policyNumber).toBe("AB-123-4567");
});

test("exit sends ignition.exited and returns with status=exit and the step", async ({ page }) => {
  const { token, uri } = await newSession(page);
  await page.goto(uri);
  await page.getByRole("button", { name: "I agree, continue" }).click();
  // The consent step has its own Exit: wait for the carrier step so the exit is the one under test.
  await expect(page.getByRole("heading", { name: "Who is your insurance company?" })).toBeFocused();
  await page.getByRole("button", { name: "Exit" }).click();
  await page.waitForURL(`${base}/done?**`);
  const landed = new URL(page.url());
  expect(Object.fromEntries(landed.searchParams)).toEqual({ status: "exit", step: "carrier" });
  expect((await waitForEvent(token, "ignition.exited")).data.step).toBe("carrier");
});

test("an unknown token gets a clear page, and the page reflows at 200% zoom", async ({ page }) => {
  await page.goto("/ignition/ign_00000000000000000000");
  await expect(page.getByRole("heading", { name: "This link doesn't work" })).toBeVisible();
  await expectAccessible(page, "98-ignition-unknown");
  await page.goto("/ignition/not-a-token");
  await expect(page.getByRole("heading", { name: "This link doesn't work" })).toBeVisible();
  // Framing: refused by default, allowed for the one ?origin= an embedding client names (and nothing else).
  const csp = async (q: string) =>
    (await api(page).get(`/ignition/ign_00000000000000000000${q}`)).headers()["content-security-policy"];
  expect(await csp("")).toContain("frame-ancestors 'none'");
  expect(await csp("?origin=https://lender.example")).toContain("frame-ancestors https://lender.example");
  expect(await csp(`?origin=${encodeURIComponent("https://x.example; script-src *")}`)).toContain(
    "frame-ancestors 'none'",
  );

  // 200% zoom on a 390 px phone is a 195 px wide layout: nothing may need sideways scrolling.
  const { uri } = await newSession(page);
  await page.setViewportSize({ width: 195, height: 422 });
  await page.goto(uri);
  await expect(page.getByRole("button", { name: "I agree, continue" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "99-ignition-zoom-200");
});

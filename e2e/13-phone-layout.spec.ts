import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ensureAdmin, shot } from "./support";

// The dashboard on a phone (390×844) and on a desktop (1440×900): no page scrolls sideways, the
// navigation folds behind a Menu button on the phone, the verifications list turns into cards whose
// policy number and date are in view, and an uploaded PDF can be opened where a phone draws no embed.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const BORROWER = "loan-phone-1";
const POLICY = "AB-123-4567";
const FIXTURE = "tests/fixtures/documents/auto-declarations.pdf";

/** The page fits its viewport: nothing is reachable only by scrolling sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${new URL(page.url()).pathname} is ${scroll}px wide in a ${client}px viewport`).toBeLessThanOrEqual(
    client,
  );
}

async function expectFitsAndAccessible(page: Page, name: string) {
  await expectNoSidewaysScroll(page);
  await shot(page, name);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const PAGES = [
  { path: "/", name: "home", ready: (p: Page) => p.getByRole("heading", { name: "Verifications" }) },
  { path: "/verify/lookup", name: "verify-lookup", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { path: "/verify/document", name: "verify-document", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
  { path: "/verify/request", name: "verify-request", ready: (p: Page) => p.getByRole("heading", { level: 1 }) },
];

/**
 * The path of the session of an uploaded declarations PDF, uploading it the first time. It goes
 * through /api/uploads, the route the drop zone posts each file to, so the form's layout is not
 * this spec's business.
 */
async function documentSession(page: Page): Promise<string> {
  await ensureAdmin(page);
  await page.goto(`/sessions?q=${BORROWER}`);
  await expect(page.getByRole("heading", { name: "Verifications" })).toBeVisible();
  const existing = page.locator("main a[href^='/sessions/']:visible");
  if (await existing.count()) return (await existing.first().getAttribute("href"))!;
  const res = await page.request.post("/api/uploads", {
    multipart: {
      file: { name: "auto-declarations.pdf", mimeType: "application/pdf", buffer: readFileSync(FIXTURE) },
      policyType: "auto",
      source: "user",
      borrowerRef: BORROWER,
      consent: "true",
      borrowerFirstName: "Jordan",
      borrowerLastName: "Rivera",
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const path = `/sessions/${(await res.json()).token}`;
  await page.goto(path);
  await expect(page.getByTestId("session-status")).toHaveText("Completed", { timeout: 90_000 });
  return path;
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const p of PAGES) {
    test(`${p.path} fits 390px and passes axe`, async ({ page }) => {
      await ensureAdmin(page);
      await page.goto(p.path);
      await expect(p.ready(page)).toBeVisible();
      await expectFitsAndAccessible(page, `130-phone-${p.name}`);
    });
  }

  test("the navigation folds behind a Menu button that the keyboard opens and Escape closes", async ({ page }) => {
    await ensureAdmin(page);
    await page.goto("/sessions");
    const menu = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    // Closed, the header is one row, not a third of the screen.
    expect((await page.locator("header").first().boundingBox())!.height).toBeLessThan(80);

    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const controlled = await menu.getAttribute("aria-controls");
    expect(controlled).toBeTruthy();
    await expect(page.locator(`[id="${controlled}"]`)).toBeVisible();
    await expect(nav.getByRole("link", { name: "Verifications" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Verifications" })).toBeFocused();
    await expectFitsAndAccessible(page, "131-phone-menu-open");

    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    // Following a link closes it on the next page.
    await page.keyboard.press(" ");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Carriers" }).click();
    await expect(page).toHaveURL(/\/carriers$/);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expectNoSidewaysScroll(page);
  });

  test("the verifications list is a card per session with its policy number and date in view", async ({ page }) => {
    test.setTimeout(150_000);
    const sessionPath = await documentSession(page);
    await page.goto("/sessions");
    await expect(page.getByRole("table")).toBeHidden();
    const card = page.getByRole("list", { name: "Verifications" }).getByRole("listitem").filter({ hasText: BORROWER });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(POLICY)).toBeInViewport({ ratio: 1 });
    await expect(card.getByText(/^Updated /)).toBeInViewport({ ratio: 1 });
    await expect(card.getByText("Completed")).toBeVisible();
    await expect(card.getByRole("link")).toHaveCount(1);
    await expectFitsAndAccessible(page, "133-phone-cards");
    await card.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${sessionPath}$`));
  });

  test("a session with a PDF offers the PDF itself and its pages as pictures", async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto(await documentSession(page));
    await expect(page.getByTestId("session-status")).toHaveText("Completed");
    const preview = page.getByRole("figure", { name: "auto-declarations.pdf" });
    const open = preview.getByRole("link", { name: /Open the PDF/ });
    await expect(open).toBeVisible();
    const res = await page.request.get((await open.getAttribute("href"))!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    const first = preview.getByRole("img", { name: "Page 1 of auto-declarations.pdf" });
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeVisible();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect(page.locator("object[type='application/pdf']")).toHaveCount(0);
    await expectFitsAndAccessible(page, "132-phone-session");
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });

  for (const p of PAGES) {
    test(`${p.path} fits 1440px and passes axe`, async ({ page }) => {
      await ensureAdmin(page);
      await page.goto(p.path);
      await expect(p.ready(page)).toBeVisible();
      await expectFitsAndAccessible(page, `135-desktop-${p.name}`);
    });
  }

  test("the navigation is open and the list is a table", async ({ page }) => {
    test.setTimeout(150_000);
    await documentSession(page);
    await page.goto("/sessions");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Verifications" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Carriers" })).toBeVisible();
    // Every link of an admin, the name and Sign out share one row.
    expect((await page.locator("header").first().boundingBox())!.height).toBeLessThan(70);
    await expect(page.getByRole("row", { name: new RegExp(BORROWER) })).toContainText(POLICY);
    await expect(page.getByRole("list", { name: "Verifications" })).toBeHidden();
  });

  test("a session with a PDF embeds it, with a link inside the embed and beside it", async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto(await documentSession(page));
    await expect(page.getByTestId("session-status")).toHaveText("Completed");
    const preview = page.getByRole("figure", { name: "auto-declarations.pdf" });
    const embed = preview.locator("object[type='application/pdf']");
    await expect(embed).toHaveCount(1);
    await expect(embed.locator("a")).toHaveAttribute("href", (await embed.getAttribute("data"))!);
    const open = preview.getByRole("link", { name: /Open the PDF/ }).first();
    await expect(open).toBeVisible();
    const res = await page.request.get((await open.getAttribute("href"))!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    await expectFitsAndAccessible(page, "136-desktop-session");
  });
});

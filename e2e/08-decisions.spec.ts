import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import {
  activateStaff,
  ADMIN,
  ensureAdmin,
  fillAutoLookup,
  RIVERA,
  shot,
  signIn,
  signOut,
  temporaryPassword,
  VIEWER,
} from "./support";

test.describe.configure({ mode: "serial" });

// Issue 17's review decisions: an admin takes a completed case, notes it with an @mention, accepts
// it with an exception, and the list, the timeline, the audit log and the report say so; a viewer
// reads the decision but has nothing to decide with.

const BORROWER = "loan-decision-1";
const REASON = "Collision is added at the renewal on the 1st";
let sessionUrl = "";

/** A day three weeks ahead, so the exception counts as expiring whenever the spec runs. */
function inThreeWeeks(): string {
  return new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
}

async function ensureViewer(page: Page) {
  await page.goto("/settings/staff");
  if (await page.getByText(VIEWER.email).count()) return;
  await page.getByLabel("Name").fill(VIEWER.name);
  await page.getByLabel("Email").fill(VIEWER.email);
  await page.getByLabel("Temporary password").fill(temporaryPassword(VIEWER));
  await page.getByLabel("Role", { exact: true }).selectOption("viewer");
  await page.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByText(VIEWER.email)).toBeVisible();
  await activateStaff(page, VIEWER);
}

test("an admin assigns a completed case, notes it with an @mention and accepts it with an exception", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await ensureAdmin(page);
  await ensureViewer(page);
  await fillAutoLookup(page, RIVERA, BORROWER);
  await page.getByRole("button", { name: "Look up policy" }).click();
  await expect(page).toHaveURL(/\/sessions\/ign_/);
  sessionUrl = page.url();
  await expect(page.getByTestId("session-status")).toHaveText("Completed", { timeout: 30_000 });

  const review = page.getByTestId("review-panel");
  await expect(review).toBeVisible();
  const timeline = page.getByRole("list", { name: "Timeline" });

  // Assign it to the admin herself.
  await review.getByLabel("Assigned to").selectOption({ label: `${ADMIN.name} (${ADMIN.email})` });
  await review.getByRole("button", { name: "Assign" }).click();
  await expect(timeline).toContainText(`By ${ADMIN.name} (admin): to ${ADMIN.name}`);

  // A note that mentions the viewer, inserted with the keyboard-reachable mention button.
  const note = review.getByLabel("Note", { exact: true });
  await note.fill("Lienholder checked against the loan file.");
  await review.getByRole("button", { name: `Mention ${VIEWER.name}` }).click();
  await expect(note).toBeFocused();
  await note.pressSequentially("please file the renewal.");
  await expect(page.getByTestId("note-mentions")).toHaveText(`Mentions ${VIEWER.name}.`);
  await review.getByRole("button", { name: "Add note" }).click();
  const notes = review.getByRole("list", { name: "Notes" });
  await expect(notes).toContainText("please file the renewal.");
  await expect(notes.locator("mark")).toHaveText(`@${VIEWER.name}`);
  await expect(note).toHaveValue("");

  // The decision: the borrower-link option is there but off, and says why.
  const unavailable = review.getByRole("radio", { name: /Request a new document from the borrower/ });
  await expect(unavailable).toBeDisabled();
  await expect(unavailable).toHaveAccessibleDescription(/no link to the borrower/);
  await review.getByRole("radio", { name: /^Accepted with an exception/ }).check();
  await review.getByRole("button", { name: "Save decision" }).click();
  await expect(review.getByText("Give the reason for this decision.")).toBeVisible();
  await expect(review.getByText("Choose the last day the exception holds.")).toBeVisible();
  await shot(page, "79-decision-form-errors");
  await review.getByLabel("Reason").fill(REASON);
  const until = inThreeWeeks();
  await review.getByLabel("Exception holds until").fill(until);
  await review.getByRole("button", { name: "Save decision" }).click();

  const decision = review.getByTestId("review-decision");
  await expect(decision).toContainText("Accepted with an exception until");
  await expect(decision).toContainText(REASON);
  await expect(decision).toContainText(`by ${ADMIN.name}`);
  await expect(page.getByTestId("session-decision-badge")).toContainText("Accepted with an exception until");
  await expect(timeline).toContainText("Decided");
  await expect(timeline).toContainText(`Accepted with an exception by ${ADMIN.name} (admin) · until ${until}`);
  await expect(timeline).toContainText(`By ${ADMIN.name} (admin), mentioning ${VIEWER.name}`);

  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, "80-decision-session-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "81-decision-session-390");
  await page.setViewportSize({ width: 1280, height: 720 });

  // The list: its filters find it, and the decision is the row's final state.
  await page.goto("/sessions");
  await page.getByLabel("Filter by assignee").selectOption("me");
  await expect(page).toHaveURL(/assigned=me/);
  await page.getByLabel("Filter by decision").selectOption("expiring");
  await expect(page).toHaveURL(/assigned=me&decision=expiring/);
  const row = page.getByRole("row", { name: new RegExp(BORROWER) });
  await expect(row.getByTestId("list-decision")).toContainText("Accepted with an exception until");
  await expect(row.getByTestId("list-decision")).toContainText(`Assigned to ${ADMIN.name}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, "82-decision-list-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "83-decision-list-390");
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel("Filter by decision").selectOption("needed");
  await expect(page.getByRole("row", { name: new RegExp(BORROWER) })).toHaveCount(0);

  // The audit log, each step with its actor.
  const token = sessionUrl.split("/sessions/")[1];
  await page.goto(`/settings/audit?session=${token}`);
  const audit = page.getByRole("table", { name: "Audit log" });
  await expect(audit).toContainText("Assigned a verification");
  await expect(audit).toContainText("Added a note");
  await expect(audit).toContainText("Decided a verification");
  await expect(audit).toContainText(`Accepted with an exception · until ${until} · “${REASON}”`);

  // The report for the loan file.
  await page.goto(sessionUrl);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download report (PDF)" }).click(),
  ]);
  await download.saveAs("/tmp/e2e-decision-report.pdf");
  const bytes = new Uint8Array(readFileSync("/tmp/e2e-decision-report.pdf"));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain("Review decision");
  expect(flat).toContain(`Exception holds until ${until}`);
  expect(flat).toContain(REASON);
  expect(flat).toContain(`mentions ${VIEWER.name}`);
});

test("a viewer reads the decision and the notes but has nothing to decide with", async ({ page }) => {
  await ensureAdmin(page);
  await signOut(page);
  await signIn(page, VIEWER);
  await page.goto(sessionUrl);
  const review = page.getByTestId("review-panel");
  await expect(review.getByTestId("review-decision")).toContainText("Accepted with an exception until");
  await expect(review.getByTestId("review-assignee")).toHaveText(`Assigned to ${ADMIN.name}`);
  await expect(review.getByRole("list", { name: "Notes" }).locator("mark")).toHaveText(`@${VIEWER.name}`);
  await expect(review.getByRole("radio")).toHaveCount(0);
  await expect(review.getByRole("button")).toHaveCount(0);
  await expect(review.getByRole("textbox")).toHaveCount(0);
  await expect(review).toContainText("Viewers can read the review");
  await shot(page, "84-decision-viewer");
});

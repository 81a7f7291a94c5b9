import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { createAccount, origin, signInThroughApi, trialUser } from "./support/accounts";

/** A confirmed, signed-in account with no plan: the person onboarding is for. */
async function newUser(page: Page, label: string): Promise<void> {
  await page.goto("/");
  const { email, password } = await createAccount(page, { label });
  await signInThroughApi(page, email, password);
}

test.describe("onboarding", () => {
  test("Quick setup: Continue waits for a goal and a role, then leads to the checklist", async ({ page }) => {
    await newUser(page, "survey");
    await page.goto("/onboarding/survey");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quick setup");
    const next = page.getByRole("button", { name: "Continue" });
    await expect(next).toBeDisabled();
    await page.getByLabel("E-Mail").check();
    await expect(next).toBeDisabled();
    await page.getByLabel("Founder").check();
    await expect(next).toBeEnabled();
    await expect(page.getByLabel(/Hours a week/)).toHaveValue("5");
    await page.getByLabel(/Hours a week/).fill("12");
    await expectNoAxeViolations(page);
    await next.click();
    await expect(page).toHaveURL(/\/onboarding\/checklist$/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("onboardingSurvey"))) ?? "null")).toEqual({ q1_goal: "E-Mail", q2_role: "Founder", q3_time_per_week: 12 });
  });

  test("the checklist counts a completed task and its credit, and keeps paid tasks locked with the tooltip", async ({ page }) => {
    await newUser(page, "checklist");
    await page.goto("/onboarding/checklist");
    await expect(page.getByTestId("checklist-progress")).toHaveText("0% done");
    const locked = page.getByTestId("task-hooks").getByRole("button", { name: "Locked" });
    await locked.hover();
    await expect(page.getByRole("tooltip").filter({ visible: true })).toHaveText("Start the 3‑day trial and verify your email to unlock");
    await expect(locked).toHaveAttribute("aria-disabled", "true");
    await expectNoAxeViolations(page);

    const completed = await page.request.post("/api/onboarding?action=task-complete", { data: { task: "run_demo" }, headers: origin(page) });
    expect(completed.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId("task-run_demo")).toHaveAttribute("data-status", "done");
    await expect(page.getByTestId("checklist-progress")).toHaveText("20% done");
    await expect(page.getByTestId("checklist-credits")).toHaveText("1 credit earned");
    await page.getByRole("link", { name: "Start 3-day trial" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the guard: a visitor goes to /, a visitor with ?demo=1 stays, a subscriber goes to /dashboard", async ({ page }) => {
    await page.goto("/onboarding/checklist");
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/onboarding/survey?demo=1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quick setup");
    // The session flag keeps the demo open in this tab without the parameter.
    await page.goto("/onboarding/checklist");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get started with Hookline");

    await trialUser(page, "guard");
    await page.evaluate(() => sessionStorage.clear());
    await page.goto("/onboarding/survey");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

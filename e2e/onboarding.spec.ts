import type { Page } from "@playwright/test";

import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import {
  answerSurvey,
  createAccount,
  mailTo,
  openConfirmationLink,
  origin,
  signInThroughApi,
  signUpThroughDialog,
  trialUser,
  uniqueEmail,
} from "./support/accounts";

/** A confirmed, signed-in account with no plan: the person onboarding is for. */
async function newUser(page: Page, label: string): Promise<void> {
  await page.goto("/");
  const { email, password } = await createAccount(page, { label });
  await signInThroughApi(page, email, password);
}

test.describe("the first five minutes", () => {
  // Undecided, as for a newcomer: the banner stays up the whole way.
  test.use({ cookieConsent: null });

  test("a new user: sign-up → quick setup → checklist → the link → one step to the trial, on the goal's kind of copy @mobile", async ({
    page,
    checklistPage: checklist,
    generatorPage,
    guidedDemoPage: demo,
  }) => {
    const email = uniqueEmail("first-five");
    await page.goto("/");
    // The cookie banner is left undecided: it must not cover any step on the way.
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await page.getByRole("button", { name: "Start Your Free Trial", exact: true }).first().click();
    await signUpThroughDialog(page, "Alex Newman", email, "first-five-password-1");
    await expectNoAxeViolations(page);
    await answerSurvey(page, "Blog Article", "Creator");
    await expect(checklist.heading).toHaveText("Get started with Hookline");
    await expect(checklist.confirmEmail).toContainText(email);
    await expectNoAxeViolations(page);

    await openConfirmationLink(page, email);
    await page.getByRole("button", { name: "Try Pro free for 3 days" }).click();
    await expect(page).toHaveURL(/\/generator$/);
    await expect(generatorPage.contentType("Blog")).toBeChecked();
    // The demo opens on the same goal's template, its sample already loading.
    await demo.goto("?demo=1");
    await expect(demo.template(/Blog article/)).toHaveAttribute("aria-pressed", "true");
    await expect(demo.sample).not.toBeEmpty();
  });
});

test.describe("onboarding", () => {
  test("Quick setup: Continue waits for a goal and a role, then leads to the checklist", async ({
    page,
    quickSetupPage: survey,
  }) => {
    await newUser(page, "survey");
    await survey.goto();
    await expect(survey.heading).toHaveText("Quick setup");
    const next = survey.continueButton;
    await expect(next).toBeDisabled();
    await survey.choice("E-Mail").check();
    await expect(next).toBeDisabled();
    await survey.choice("Founder").check();
    await expect(next).toBeEnabled();
    await expect(survey.hoursPerWeek).toHaveValue("5");
    await survey.hoursPerWeek.fill("12");
    await expectNoAxeViolations(page);
    await next.click();
    await expect(page).toHaveURL(/\/onboarding\/checklist$/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("onboardingSurvey"))) ?? "null")).toEqual({
      q1_goal: "E-Mail",
      q2_role: "Founder",
      q3_time_per_week: 12,
    });
  });

  test("the checklist counts a completed task and its credit, and keeps paid tasks locked with the tooltip", async ({
    page,
    checklistPage: checklist,
  }) => {
    await newUser(page, "checklist");
    await checklist.goto();
    await expect(checklist.progress).toHaveText("0% done");
    const locked = checklist.lockedButton("hooks");
    await locked.hover();
    await expect(checklist.tooltip).toHaveText("Start the 3‑day trial and verify your email to unlock");
    await expect(locked).toHaveAttribute("aria-disabled", "true");
    await expectNoAxeViolations(page);

    const completed = await page.request.post("/api/onboarding?action=task-complete", {
      data: { task: "run_demo" },
      headers: origin(page),
    });
    expect(completed.status()).toBe(200);
    await page.reload();
    await expect(checklist.task("run_demo")).toHaveAttribute("data-status", "done");
    await expect(checklist.progress).toHaveText("20% done");
    await expect(checklist.credits).toHaveText("1 credit earned");
    // The button starts the trial itself, on the featured plan, and the first copy is next.
    await expect(checklist.trialNote).toHaveText("Starts the Pro trial: 3 days and 10 generations free.");
    await checklist.startTrialButton.click();
    await expect(page).toHaveURL(/\/generator$/);
    await checklist.goto();
    await expect(checklist.startTrialButton).toHaveCount(0);
    await expect(checklist.lockedButton("hooks")).toHaveCount(0);
  });

  test("the quick setup is skipped in one tap and asked again; before confirmation the trial button says why and resends the link", async ({
    page,
    quickSetupPage: survey,
    checklistPage: checklist,
  }) => {
    await page.goto("/");
    const { email, password } = await createAccount(page, { label: "skip-survey", confirmed: false });
    await signInThroughApi(page, email, password);
    await survey.goto();
    await page.getByRole("link", { name: "Skip for now" }).click();
    await expect(page).toHaveURL(/\/onboarding\/checklist$/);
    await expect(checklist.quickSetupPrompt.getByRole("link", { name: "Answer now" })).toHaveAttribute(
      "href",
      "/onboarding/survey",
    );
    await expect(checklist.trialNote).toHaveText("Confirm your email first: the trial and every step wait for it.");
    await checklist.startTrialButton.click();
    await expect(checklist.trialNote).toHaveText(
      `Confirm your email first: we sent a new link to ${email}. Open it in this browser and your trial is one step away.`,
    );
    await expect.poll(async () => (await mailTo(page.request, email)).length).toBe(2);
    await expect(page).toHaveURL(/\/onboarding\/checklist$/);
  });

  test("the guard: a visitor goes to /, a visitor with ?demo=1 stays, a subscriber goes to /dashboard (to the checklist once after payment)", async ({
    page,
    quickSetupPage: survey,
    checklistPage: checklist,
  }) => {
    await checklist.goto();
    await expect(page).toHaveURL(/\/$/);

    await survey.goto("?demo=1");
    await expect(survey.heading).toHaveText("Quick setup");
    // The session flag keeps the demo open in this tab without the parameter.
    await checklist.goto();
    await expect(checklist.heading).toHaveText("Get started with Hookline");

    await trialUser(page, "guard");
    // /payment-success sets force-show-onboarding once it has settled.
    await expect(page.locator("[data-settled=true]")).toBeAttached();
    await page.evaluate(() => sessionStorage.clear());
    // Right after payment the survey sends the subscriber to the dashboard, and the dashboard to the checklist, once.
    await survey.goto();
    await expect(page).toHaveURL(/\/onboarding\/checklist$/);
    await expect(checklist.heading).toHaveText("Get started with Hookline");
    expect(await page.evaluate(() => localStorage.getItem("force-show-onboarding"))).toBeNull();
    // From then on every onboarding screen sends the subscriber to the dashboard, and the dashboard stays.
    for (const path of ["/onboarding/survey", "/onboarding/checklist"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    }
  });

  test("a visitor runs the demo with ?demo=1, signs up, and the checklist shows the demo done and its credit", async ({
    page,
    guidedDemoPage: demo,
    checklistPage: checklist,
  }) => {
    // From the landing page, in-app navigation: the guard reads ?demo=1 from the router, not the old address.
    await page.goto("/");
    await page.getByRole("link", { name: "try the demo first" }).click();
    await expect(demo.heading).toHaveText("Guided demo");
    expect(await page.evaluate(() => sessionStorage.getItem("onboarding_demo_allow"))).toBe("true");
    const next = demo.continueButton;
    await expect(next).toBeDisabled();
    await demo.template(/^Email/).click();
    // The sample comes from public/demo/email.json.
    await expect(demo.sample).toContainText("Subject: Your first better cup is 5 minutes away");
    await expect(next).toBeEnabled();
    await expectNoAxeViolations(page);
    // Finishing the demo as a visitor asks nothing the server would refuse: no 401 in the network or the console.
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    page.on("console", (message) => {
      if (message.type() === "error") refused.push(message.text());
    });
    await next.click();

    await expect(page).toHaveURL(/\/onboarding\/checklist\?demo=1$/);
    await expect(checklist.task("run_demo")).toHaveAttribute("data-status", "done");
    expect(refused).toEqual([]);
    await expect(checklist.progress).toHaveText("20% done");
    await expect(checklist.credits).toHaveText("0 credits earned");
    await expect(checklist.visitorCredit).toContainText("Your demo credit is waiting.");

    const email = uniqueEmail("demo-visitor");
    const password = "demo-password-1";
    await checklist.createAccountButton.click();
    await signUpThroughDialog(page, "Robin Demo", email, password);

    // The new account, signed in, answers the quick setup and reaches the checklist, where the demo finished as a
    // visitor becomes run_demo and its credit.
    await answerSurvey(page);
    await expect(checklist.credits).toHaveText("1 credit earned");
    await expect(checklist.task("run_demo")).toHaveAttribute("data-status", "done");
    await expect(checklist.progress).toHaveText("20% done");
    await expect(checklist.visitorCredit).toHaveCount(0);
    const status = await page.request.get("/api/onboarding");
    expect(await status.json()).toMatchObject({ credits: 1, tasks: { run_demo: { status: "done" } } });
    expect(await page.evaluate(() => localStorage.getItem("onboardingDemoCompleted"))).toBeNull();
  });

  test("demo generator: prefilled, the sample after 450 ms, built-in text when the file is missing, demo actions not available", async ({
    page,
    demoGeneratorPage: demo,
    checklistPage,
  }) => {
    await page.clock.install();
    await page.route("**/demo/script.json", (route) => route.fulfill({ status: 404, body: "Not found" }));
    await demo.gotoDemo("script");
    await expect(demo.heading).toHaveText("Demo generator");
    await expect(demo.contentType("Video script")).toBeChecked();
    await expect(demo.contentType("SEO meta description")).toHaveCount(0);
    await expect(demo.length).toHaveValue("120");
    await expect(demo.topic).toHaveValue("How to dial in espresso at home in five shots");
    const next = demo.continueButton;
    await expect(next).toBeDisabled();

    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/copies") || request.url().includes("/api/generate")) saves.push(request.url());
    });
    // From here the page's clock moves only when the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const file = page.waitForResponse("**/demo/script.json");
    await demo.generateButton("Generate").click();
    expect((await file).status()).toBe(404);
    await page.clock.runFor(440);
    await expect(demo.resultStatus).toHaveText("Writing…");
    await expect(demo.copy).toHaveCount(0);
    await expect(next).toBeDisabled();
    await page.clock.runFor(20);
    const copy = demo.copy;
    await expect(copy).toContainText("Title: Dial in espresso in 5 shots (2-minute video)");
    await expect(copy).toContainText("[1:40–2:00] CALL TO ACTION");
    await expect(demo.writer).toHaveText("Demo sample");
    await page.clock.resume();

    const notice = demo.unavailableNotice;
    for (const action of ["Copy", "Save", "Regenerate", "Generate again"] as const) {
      await demo.action(action).click();
      await expect(notice).toBeVisible();
      await demo.closeToastButton.click();
      await expect(notice).toHaveCount(0);
    }
    expect(saves).toEqual([]);
    await expect(copy).toContainText("[1:40–2:00] CALL TO ACTION");
    await expectNoAxeViolations(page);

    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL(/\/onboarding\/checklist\?demo=1$/);
    await expect(checklistPage.task("run_demo")).toHaveAttribute("data-status", "done");
  });

  test("demo generator without a known category shows the templates; the demo dashboard shows samples, trial usage and locked actions", async ({
    page,
    demoGeneratorPage: demo,
    demoDashboardPage: dashboard,
  }) => {
    await demo.gotoDemo("podcast");
    await expect(demo.heading).toHaveText("Choose a template");
    await demo.template(/^Other/).click();
    await expect(page).toHaveURL(/category=other$/);
    await expect(demo.contentType("Social post")).toBeChecked();
    await expect(demo.platform).toHaveValue("custom");
    await expect(demo.platformName).toHaveValue("Discord");

    await dashboard.goto();
    await expect(dashboard.heading).toContainText("Dashboard");
    await expect(dashboard.samples).toHaveCount(3);
    await expect(dashboard.plan).toContainText("Trial");
    await expect(dashboard.plan).toContainText("2 of 10 generations used in your trial");
    const exportCsv = dashboard.exportCsvButton;
    const tooltip = dashboard.tooltip;
    await expect(exportCsv).toHaveAttribute("aria-disabled", "true");
    await exportCsv.hover();
    await expect(tooltip).toHaveText("Not available in this demo");
    // Escape dismisses it without moving the pointer (WCAG 1.4.13).
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);
    await page.mouse.move(0, 0);
    await dashboard.deleteButton("Email, Welcome").focus();
    await expect(tooltip).toHaveText("Not available in this demo");
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the checklist stays findable: a dashboard card with its progress, credits and next task, until all are done", async ({
    page,
    checklistCard: card,
    checklistPage,
  }) => {
    await newUser(page, "checklist-card");
    const started = await page.request.post("/api/billing/local-confirm", {
      data: { plan: "essential" },
      headers: origin(page),
    });
    expect(started.status()).toBe(200);
    await page.goto("/dashboard");
    await expect(card.heading).toBeVisible();
    await expect(card.root).toContainText("0 credits earned");
    await expect(card.root).toContainText("0% done. Next: Run the guided demo");
    await expect(card.progressBar).toHaveAttribute("aria-valuenow", "0");
    await expectNoAxeViolations(page);
    await card.openLink.click();
    await expect(page).toHaveURL(/\/onboarding\/checklist\?demo=1$/);
    await expect(checklistPage.progress).toHaveText("0% done");
  });
});

// A newcomer without an AI provider: the offline writer writes the copy, and the copy still keeps the brief's
// promise. These run on a second server with no provider configured (scripts/e2e.ts).
import { readFile } from "node:fs/promises";

import { parseCsv } from "../tests/support/csv";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { trialUser } from "./support/accounts";

/** A 438-character draft for X (more than one post holds), ending with its call to action. */
const draft = [
  "Most home baristas waste a third of their beans dialling in.",
  "I did too, for years.",
  "The fix was not a better machine but a grinder that weighs every dose and remembers the setting for each bag.",
  "Since switching, my first shot of a new bag is drinkable, and by the third it is dialled in.",
  "Brewly does exactly that, and it costs $9 a month after a 30-day free trial.",
  "If you pull shots at home, try it for a month and count the beans you save.",
];

const scoreNumber = async (text: Promise<string | null>) => Number(/Score (\d+)\/100/.exec((await text) ?? "")?.[1]);

test.describe("the offline writer", () => {
  test("a Basic Google ad with an offer and a long product name: three headlines or more, the offer, the final URL, pins only where the user pins, and an export that says what to fill in", async ({
    page,
    generatorPage: generator,
  }) => {
    await trialUser(page, "offline-google");
    await generator.goto();
    await generator.briefGoogleAd(
      "Brewly Smart Burr Grinder for Home Espresso",
      "A smart grinder that weighs every dose for home baristas. $9 a month, 30-day free trial.",
    );
    await page.getByLabel("Final URL (optional)").fill("https://brewly.example/grinder");
    await page.getByLabel("Display path 1 (optional)").fill("grinder");
    await generator.generate();
    await expect(generator.writer).toHaveText("Offline writer");
    await expect(page.getByTestId("writer-note")).toContainText(
      "Sample copy from templates: ask your workspace's admin to connect an AI provider.",
    );

    const headlines = generator.adRows.filter({ has: page.getByText(/^Headline \d+:/) });
    expect(await headlines.count()).toBeGreaterThanOrEqual(3);
    await expect(generator.copy).toContainText("$9 a month, 30-day free trial");
    await expect(generator.copy).not.toContainText("[");
    const score = generator.score();
    await expect(score.check("Google's minimums")).toContainText("Passed");
    await expect(score.check("The brief's offer")).toContainText("Passed");
    await expect(score.check("No placeholders left")).toContainText("Passed");

    const preview = generator.result.getByRole("figure", { name: "Google search ad preview" });
    await expect(preview).toContainText("brewly.example/grinder");
    await expect(generator.exportNotes).toContainText("In Ads Editor, fill in: Campaign, Ad group.");
    // The brief's URL fields, the pin pickers and the score read and work for every user.
    await expectNoAxeViolations(page);

    // Nothing is pinned until the user pins a headline; the second, pinned to position 1, leads the preview.
    const second = headlines.nth(1);
    const secondText = ((await second.locator("p").first().textContent()) ?? "").trim();
    await second.getByLabel("Pin headline 2").selectOption("1");
    await expect(preview.getByTestId("rsa-title")).toHaveText(
      new RegExp(`^${secondText.replace(/[$.*+?()[\]{}|^\\]/g, "\\$&")} \\|`),
    );

    const download = page.waitForEvent("download");
    await generator.exportForAdsEditorButton.click();
    const file = await download;
    const [header, row] = parseCsv((await readFile(await file.path(), "utf8")).replace(/^\uFEFF/, ""));
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell("Final URL")).toBe("https://brewly.example/grinder");
    expect(cell("Path 1")).toBe("grinder");
    expect(cell("Campaign")).toBe("");
    expect(cell("Headline 2")).toBe(secondText);
    expect(cell("Headline 2 position")).toBe("1");
    expect(cell("Headline 1 position")).toBe("");
    expect(cell("Headline 3 position")).toBe("");
  });

  test("a pasted draft for X stays a post in the user's words, shortened to fit with the removed text one click away", async ({
    page,
    generatorPage: generator,
  }) => {
    await trialUser(page, "offline-draft");
    await generator.goto();
    await generator.platform.selectOption("x");
    await generator.topic.fill("Dialling in espresso at home");
    await generator.keyPointsOrDraft.fill(draft.join(" "));
    await generator.generate();

    await expect(generator.copy).toContainText(draft[0] ?? "");
    // The call to action that closes the draft is kept; the post is not turned into a poll.
    await expect(generator.copy).toContainText(draft[5] ?? "");
    await expect(generator.copy).not.toContainText("Which of these");
    await expect(generator.counters.first()).toHaveText(/^Post: \d+ \/ 280$/);
    const counted = Number(/Post: (\d+)/.exec((await generator.counters.first().textContent()) ?? "")?.[1]);
    expect(counted).toBeLessThanOrEqual(280);

    await expect(generator.shortenedNote).toContainText("Shortened to fit");
    await generator.shortenedNote.getByRole("button", { name: "Show removed text" }).click();
    await expect(generator.shortenedNote.getByRole("list", { name: "Removed text" })).toContainText(draft[4] ?? "");
  });

  test("a draft for X becomes a thread when the user allows one, every post within X's limit and nothing cut", async ({
    page,
    generatorPage: generator,
  }) => {
    await trialUser(page, "offline-thread");
    await generator.goto();
    await generator.platform.selectOption("x");
    await generator.topic.fill("Dialling in espresso at home");
    await generator.keyPointsOrDraft.fill(draft.join(" "));
    await page.getByLabel("Allow a thread when it does not fit one post").check();
    await generator.generate();

    const thread = generator.result.getByRole("figure", { name: "X thread preview" });
    await expect(thread.getByTestId("x-weighted-count").nth(1)).toBeVisible();
    await expect(generator.counters.first()).toHaveText(/^Post 1: \d+ \/ 280$/);
    for (const sentence of draft) await expect(generator.copy).toContainText(sentence);
    await expect(generator.shortenedNote).toHaveCount(0);
    await expect(generator.score().check("Within the platform's limit")).toContainText("Passed");
  });

  test("a LinkedIn post from a topic alone has its placeholder flagged and its score capped, and no better variant", async ({
    page,
    generatorPage: generator,
  }) => {
    await trialUser(page, "offline-topic");
    await generator.goto();
    await generator.topic.fill("Async standups");
    await generator.abTesting.check();
    await generator.generate();

    for (const name of ["A", "B"] as const) {
      const variant = generator.variant(name);
      const score = generator.score(variant);
      await expect(score.check("No placeholders left")).toContainText("Failed");
      await expect(score.check("No placeholders left")).toContainText(
        /placeholders? to fill in before publishing: “\[your/,
      );
      expect(await scoreNumber(score.total.textContent())).toBeLessThanOrEqual(60);
    }
    await expect(generator.result.getByText("Better variant")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

// AI mode: a suggestion that changes an element's text and classes as one step.
import { readFileSync } from "node:fs";

import { expect, skipUnlessEditorServer, test } from "./fixtures";
import { openHeroHeading } from "./support";

skipUnlessEditorServer();

test("AI mode on the hero heading: its text in content/pages/landing.ts and its classes in the page change as one step that one Undo takes back", async ({
  page,
}) => {
  const { editor, heading, file, original, landing, landingOriginal } = await openHeroHeading(page);

  await editor.tool("AI mode").click();
  await heading.click();
  await editor.askAi("make this heading shorter and bolder");
  const suggestions = editor.suggestions;
  // The offline writer's rules: half the words, one weight heavier than the heading's font-bold.
  await expect(
    suggestions.getByText("Text: “Marketing copy that sounds like you, in seconds” → “Marketing copy that sounds”"),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Suggested by Offline writer/)).toBeVisible();
  await editor.applySuggestions();

  await expect
    .poll(() => readFileSync(landing, "utf8"), { timeout: 30_000 })
    .toContain('title: "Marketing copy that sounds",');
  await expect
    .poll(() => readFileSync(file, "utf8"), { timeout: 30_000 })
    .toMatch(/<h1 className="[^"]*font-extrabold/);
  await expect(heading).toHaveText("Marketing copy that sounds", { timeout: 60_000 });

  await editor.expectFrameAt("/");
  await editor.undo();
  await expect.poll(() => readFileSync(landing, "utf8"), { timeout: 30_000 }).toBe(landingOriginal);
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toBe(original);
});

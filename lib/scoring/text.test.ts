import { describe, expect, it } from "vitest";

import { copyLines, emojiIn, phrasePattern, phrasesIn, sentencesOf } from "./text";

describe("reading copy for the checks", () => {
  it("keeps the words a reader sees: no labels, list markers, scene headings or directions", () => {
    const text =
      "**Headline 1:** Brewly\n- Bean scanner\n## Why it works\n[0:00–0:05] HOOK\n[0:05–0:10] Spoken words here.\n(Close-up)\n[On-screen text]";
    expect(copyLines(text)).toEqual(["Brewly", "Bean scanner", "Why it works", "Spoken words here."]);
  });

  it("splits sentences at end punctuation and at line ends", () => {
    expect(sentencesOf(["Fast. Simple? Yours!", "A headline"])).toEqual(["Fast.", "Simple?", "Yours!", "A headline"]);
  });

  it("counts an emoji as a reader sees it", () => {
    expect(emojiIn("🚀 👍🏽 👩‍💻 🇩🇪 ❤️ © ®")).toHaveLength(5);
  });

  it("finds phrases as whole words", () => {
    const pattern = phrasePattern(["unlock", "dive into"]);
    expect(phrasesIn("Unlock it. Let's dive  into it. Unlocked? unlockable.", pattern)).toEqual([
      "unlock",
      "dive into",
    ]);
    expect(phrasePattern([])).toBeNull();
  });
});

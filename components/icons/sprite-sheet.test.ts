import { describe, expect, it } from "vitest";

import { spriteIconNames } from "./sprite";
import { spriteSheet } from "./sprite-sheet";

describe("the icon sprite sheet", () => {
  it("holds every icon a page may name, drawn as lucide draws it", () => {
    const sheet = spriteSheet();
    for (const name of spriteIconNames) expect(sheet).toContain(`<symbol id="${name}" viewBox="0 0 24 24"`);
    expect(sheet).toContain(
      '<symbol id="check" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"></path></symbol>',
    );
  });

  // `vitest run -u components/icons` writes the file anew after an icon is added or lucide redraws one.
  it("is the file public/ serves", async () => {
    await expect(spriteSheet()).toMatchFileSnapshot("../../public/icons.svg");
  });
});

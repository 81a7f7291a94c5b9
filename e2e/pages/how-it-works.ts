import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";

import { scrollCards } from "../../content/pages/landing";
import type { LandingSample } from "../../lib/marketing/landing-samples";

/** The briefs and copy the cards show, as scripts/make-landing-samples.ts wrote them. */
export const landingSamples: LandingSample[] = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "..", "..", "lib", "marketing", "landing-samples.json"), "utf8"),
);

/** What the reader sees of the section at one scroll position. */
export type SectionView = {
  /** Some of the cards' list is on screen, below the top bar. */
  listOnScreen: boolean;
  /** A shown, fully opaque card is on screen. */
  cardOnScreen: boolean;
  revealed: boolean[];
};

/** The landing page's "How it works" section and its three cards. */
export class HowItWorks {
  readonly page: Page;
  readonly section: Locator;
  readonly cards: Locator[];

  constructor(page: Page) {
    this.page = page;
    this.section = page.getByRole("region", { name: "From brief to published in three steps" });
    this.cards = scrollCards.map((card) =>
      this.section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: card.title }) }),
    );
  }

  async view(): Promise<SectionView> {
    return this.section.evaluate((section) => {
      const visibleTop = document.querySelector("[data-top-bar]")?.getBoundingClientRect().bottom ?? 0;
      const onScreen = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > visibleTop && box.top < window.innerHeight;
      };
      const cards = [...section.querySelectorAll("[data-revealed]")];
      const list = cards[0]?.parentElement;
      return {
        listOnScreen: list ? onScreen(list) : false,
        cardOnScreen: cards.some(
          (card) =>
            card.getAttribute("data-revealed") === "true" && getComputedStyle(card).opacity === "1" && onScreen(card),
        ),
        revealed: cards.map((card) => card.getAttribute("data-revealed") === "true"),
      };
    });
  }

  /** The section's height, and what its content needs: heading to the lowest card's bottom, plus its padding. */
  async heights(): Promise<{ section: number; content: number; viewport: number }> {
    return this.section.evaluate((section) => {
      const heading = section.querySelector("h2")?.parentElement?.getBoundingClientRect().top ?? 0;
      const cardsBottom = Math.max(
        ...[...section.querySelectorAll("[data-revealed]")].map((card) => card.getBoundingClientRect().bottom),
      );
      const style = getComputedStyle(section);
      return {
        section: section.getBoundingClientRect().height,
        content: cardsBottom - heading + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom),
        viewport: window.innerHeight,
      };
    });
  }

  /** The page offset just past the section's end. */
  async end(): Promise<number> {
    return this.section.evaluate((section) => section.getBoundingClientRect().bottom + window.scrollY);
  }

  async scrollTo(top: number) {
    await this.page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  }
}

import type { ReactNode } from "react";

import type { LandingSample } from "@/lib/marketing/landing-samples";

import { LandingSampleView } from "./landing-sample";
import { ScrollRevealList } from "./scroll-reveal-list";

type Card = { title: string; description: string; icon: ReactNode; sample?: LandingSample };

/**
 * The three "how it works" cards, each with a real brief and the copy written for it. They appear one after another
 * (progress 0, 0.33, 0.66) as the cards come into view; the section is only as tall as the cards.
 */
export function ScrollCards({ cards }: { cards: Card[] }) {
  return (
    <ScrollRevealList
      className="grid gap-6 md:grid-cols-3"
      itemClassName="step-card"
      items={cards.map((card, index) => ({
        id: card.title,
        content: (
          <>
            <span className="step-icon">{card.icon}</span>
            <p className="mt-4 text-sm font-medium text-muted-foreground">Step {index + 1}</p>
            <h3 className="mt-1 text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{card.description}</p>
            {card.sample ? <LandingSampleView sample={card.sample} /> : null}
          </>
        ),
      }))}
    />
  );
}

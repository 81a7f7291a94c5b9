"use client";

import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { revealedCards, sectionProgress } from "@/lib/marketing/scroll-progress";
import { cn } from "@/lib/utils";

type Card = { title: string; description: string; icon: ReactNode };

/**
 * Three cards that appear as the reader scrolls through the section (progress 0, 0.33, 0.66). The section is sticky
 * from md up; on small screens, without JavaScript, or with reduced motion, all three are simply shown.
 */
export function ScrollCards({ cards }: { cards: Card[] }) {
  const section = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(cards.length);
  // Transitions start after the first measurement, so cards below the current progress vanish without a fade.
  const [animated, setAnimated] = useState(false);

  useLayoutEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !window.matchMedia("(min-width: 48rem)").matches) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const box = section.current?.getBoundingClientRect();
      if (box) setShown(revealedCards(sectionProgress(box.top, box.height, window.innerHeight)));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    frame = requestAnimationFrame(() => {
      frame = 0;
      setAnimated(true);
    });
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, []);

  return (
    <div ref={section} className="relative md:h-[220vh]">
      <div className="md:sticky md:top-20">
        <ol className="grid gap-6 md:grid-cols-3">
          {cards.map((card, index) => (
            <li
              key={card.title}
              data-revealed={index < shown}
              className={cn(
                "rounded-xl border bg-background p-6 shadow-sm",
                animated && "transition-[opacity,translate] duration-500",
                index < shown ? "translate-y-0 opacity-100" : "translate-y-6 opacity-0",
              )}
            >
              <span className="grid size-10 place-items-center rounded-lg bg-primary text-primary-foreground">{card.icon}</span>
              <p className="mt-4 text-sm font-medium text-muted-foreground">Step {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{card.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

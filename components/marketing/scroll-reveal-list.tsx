"use client";

import { useLayoutEffect, useRef, useState, type ReactNode } from "react";

import { cardsAboveFold, sectionProgress, shownCards } from "@/lib/marketing/scroll-progress";
import { cn } from "@/lib/utils";

/**
 * A list whose items appear one after another as it scrolls into view. The server renders every item visible, so
 * readers without JavaScript and crawlers get them all; after hydration only items still below the fold are hidden.
 * With reduced motion, all items simply stay visible.
 */
export function ScrollRevealList({
  items,
  className,
  itemClassName,
}: {
  items: { id: string; content: ReactNode }[];
  className?: string;
  itemClassName?: string;
}) {
  const list = useRef<HTMLOListElement>(null);
  const [shown, setShown] = useState(items.length);
  // Transitions start after the first measurement, so items hidden then vanish below the fold without a fade.
  const [animated, setAnimated] = useState(false);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const progress = () => {
      const box = element.getBoundingClientRect();
      return sectionProgress(box.top, box.height, window.innerHeight);
    };
    const tops = [...element.children].map((child) => child.getBoundingClientRect().top);
    let current = shownCards(cardsAboveFold(tops, window.innerHeight), progress());
    setShown(current);

    let frame = 0;
    const update = () => {
      frame = 0;
      current = shownCards(current, progress());
      setShown(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const animate = requestAnimationFrame(() => setAnimated(true));
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(animate);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, []);

  return (
    <ol ref={list} className={className}>
      {items.map((item, index) => (
        <li
          key={item.id}
          data-revealed={index < shown}
          className={cn(
            itemClassName,
            animated && "transition-[opacity,translate] duration-500",
            index < shown ? "translate-y-0 opacity-100" : "translate-y-6 opacity-0",
          )}
        >
          {item.content}
        </li>
      ))}
    </ol>
  );
}

// The landing page's hero.
import type { Hero } from "./types";

export const hero = {
  eyebrow: "AI copywriting in your brand voice",
  title: "Copy that sounds like \"you\", in seconds",
  subtitle:
    "Hookline writes ads, posts and emails from a short brief. Save your brand voice once, and every draft starts on-brand.",
} satisfies Hero;

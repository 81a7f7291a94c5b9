// The onboarding demo and demo generator: the templates, what each writes, its prefilled brief and its sample.
import { z } from "zod";

import { blankBrief, type Brief } from "../generator/brief";
import type { ContentType } from "../generator/options";
import { builtInSamples } from "./demo-samples";

export const demoCategories = ["advertisement", "social", "email", "script", "blog", "other"] as const;
export type DemoCategory = (typeof demoCategories)[number];

export const demoTemplates: Record<DemoCategory, { label: string; description: string }> = {
  advertisement: { label: "Advertisement", description: "A Facebook ad for a product launch." },
  social: { label: "Social post", description: "A LinkedIn post that starts a conversation." },
  email: { label: "Email", description: "A welcome email for new customers." },
  script: { label: "Video script", description: "A 2-minute YouTube tutorial." },
  blog: { label: "Blog article", description: "An outline for a buying guide." },
  other: { label: "Other", description: "A post for a platform of your own, here a Discord community." },
};

/** The category named in a URL, or null for anything else (the demo generator then shows the templates). */
export function demoCategoryOf(value: unknown): DemoCategory | null {
  return demoCategories.find((category) => category === value) ?? null;
}

// One product across the demo, so every template shows the same brand in a different format.
const briefs: Record<DemoCategory, Partial<Brief>> = {
  advertisement: {
    contentType: "ads",
    platform: "facebook",
    headline: "Brewly smart grinder",
    description:
      "A quiet burr grinder that weighs every dose and sets the grind for the beans, for home baristas who want café espresso without the guesswork.",
    toneStyle: "Persuasive",
  },
  social: {
    contentType: "social",
    platform: "linkedin",
    topic: "What we learned shipping our first hardware product",
    content:
      "Six prototypes. The best seller was the quietest, not the fastest. Customers told us in returns, not surveys.",
  },
  email: {
    contentType: "email",
    emailType: "welcome",
    subject: "Your first better cup",
    body: "Welcome new Brewly owners, show the three-step setup and invite them to the dial-in guide.",
  },
  script: {
    contentType: "scripts",
    scriptType: "youtube",
    duration: 120,
    topic: "How to dial in espresso at home in five shots",
    title: "Dial in espresso in 5 shots",
  },
  blog: {
    contentType: "blog",
    platform: "outline",
    title: "How to choose a coffee grinder for espresso",
    topic: "espresso grinder buying guide",
  },
  other: {
    contentType: "social",
    platform: "custom",
    customPlatform: "Discord",
    topic: "Invite members to this week's latte art challenge",
    useEmojis: true,
  },
};

/** The generator form as the demo opens it for a category: filled in, ready to generate. */
export function demoBrief(category: DemoCategory): Brief {
  return { ...blankBrief, ...briefs[category] };
}

/** The content types the demo generator offers: these five, not SEO descriptions. */
export const demoContentTypes = ["ads", "social", "email", "scripts", "blog"] as const satisfies readonly ContentType[];

/** Which sample fits the brief in the demo generator's form, once the visitor has changed its type or platform. */
export function demoCategoryFor(brief: { contentType: ContentType; platform?: string }): DemoCategory {
  switch (brief.contentType) {
    case "ads":
      return "advertisement";
    case "email":
      return "email";
    case "scripts":
      return "script";
    case "blog":
      return "blog";
    default:
      return brief.platform === "custom" ? "other" : "social";
  }
}

/** public/demo/{category}.json */
export const demoFileSchema = z.object({ example: z.string().trim().min(1) });

export type DemoSample = { text: string; source: "file" | "built-in" };

/**
 * GET /demo/{category}.json. A missing, unreadable or empty file falls back to the built-in sample, so the
 * demo always has output; only a cancelled request (the visitor moved on) rejects.
 */
export async function loadDemoSample(
  category: DemoCategory,
  options: { fetcher?: typeof fetch; signal?: AbortSignal } = {},
): Promise<DemoSample> {
  const { fetcher = fetch, signal } = options;
  try {
    const response = await fetcher(`/demo/${category}.json`, { signal });
    if (response.ok) {
      const file = demoFileSchema.safeParse(await response.json());
      if (file.success) return { text: file.data.example, source: "file" };
    }
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  return { text: builtInSamples[category], source: "built-in" };
}

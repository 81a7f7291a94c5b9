// The generator's one input schema, shared by the form, POST /api/generate and the
// onboarding demo. Which fields a content type needs is checked here, so every caller gets the same messages.
import { z } from "zod";

import { responsiveSearchAd } from "../config/generation/ads";
import { contentTypes, durations, emailTypes, languages, platformsByType, scriptTypes, tones } from "./options";

const values = <T extends { value: string }>(list: readonly T[]) =>
  list.map((item) => item.value) as [T["value"], ...T["value"][]];

const text = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters.`).default("");

/** A page's full web address as typed: http(s), a domain with a dot, and no space or line break anywhere in it. */
const isWebAddress = (value: string) => {
  if (/[\s\p{Cc}]/u.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
};

/** A display path: what Google shows after the domain ("brewly.com/grinder"), one segment without spaces. */
const displayPath = z
  .string()
  .trim()
  .max(
    responsiveSearchAd.maxPathCharacters,
    `Google allows ${responsiveSearchAd.maxPathCharacters} characters per path.`,
  )
  .regex(/^[\p{L}\p{N}_-]*$/u, "Use letters, digits and hyphens only: one word, or words joined by hyphens.")
  .default("");

export const generatorInputSchema = z
  .object({
    contentType: z.enum(values(contentTypes), "Choose what to write."),
    language: z.enum(languages, "Choose a language from the list.").default("English"),
    platform: text(40),
    headline: text(200),
    description: text(2000),
    finalUrl: text(2048).refine(
      (value) => value === "" || isWebAddress(value),
      "Enter the page's full address, starting with https://.",
    ),
    path1: displayPath,
    path2: displayPath,
    emailType: z.union([z.enum(values(emailTypes)), z.literal("")]).default(""),
    subject: text(200),
    body: text(4000),
    scriptType: z.union([z.enum(values(scriptTypes)), z.literal("")]).default(""),
    duration: z.union([z.literal(durations), z.null()]).default(null),
    outline: text(4000),
    title: text(200),
    topic: text(500),
    customPlatform: text(60),
    content: text(4000),
    useEmojis: z.boolean().default(false),
    /** X only: when the copy does not fit one post, it may be a thread of several. */
    thread: z.boolean().default(false),
    seoOptimized: z.boolean().default(false),
    abTesting: z.boolean().default(false),
    toneStyle: z.union([z.enum(tones), z.literal("")]).default(""),
    demographics: text(500),
    psychographics: text(500),
    challenges: text(1000),
    features: text(1000),
    benefits: text(1000),
    usps: text(1000),
    presetName: text(60),
  })
  .superRefine((input, ctx) => {
    const need = (field: keyof typeof input, message: string) => {
      const value = input[field];
      if (value === "" || value === null) ctx.addIssue({ code: "custom", path: [field], message });
    };
    const platformIn = (list: readonly { value: string }[], message: string) => {
      if (!list.some((item) => item.value === input.platform))
        ctx.addIssue({ code: "custom", path: ["platform"], message });
    };
    switch (input.contentType) {
      case "ads":
        platformIn(platformsByType.ads, "Choose Facebook or Google.");
        // Google shows the second path only after the first.
        if (input.path2 && !input.path1)
          ctx.addIssue({
            code: "custom",
            path: ["path1"],
            message: "Fill in path 1 first: Google shows path 2 after it.",
          });
        need("headline", "Name the product or offer.");
        need("description", "Describe what it does and for whom.");
        break;
      case "social":
        platformIn(platformsByType.social, "Choose a platform.");
        if (input.platform === "custom") need("customPlatform", "Name the platform.");
        need("topic", "Give the post a topic.");
        break;
      case "email":
        need("emailType", "Choose the kind of email.");
        need("body", "Say what the email should get across.");
        break;
      case "scripts":
        need("scriptType", "Choose the kind of video.");
        need("duration", "Choose a length.");
        need("topic", "Give the video a topic.");
        break;
      case "blog":
        platformIn(platformsByType.blog, "Choose the part of the article to write.");
        need("title", "Give the article a title.");
        break;
      case "seo":
        need("title", "Give the page title.");
        need("description", "Describe what the page offers.");
        break;
    }
  });

/** What the form holds and the API receives. */
export type GeneratorForm = z.input<typeof generatorInputSchema>;
/** What the server works with, defaults filled in. */
export type GeneratorInput = z.output<typeof generatorInputSchema>;

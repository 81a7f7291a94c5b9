// Turns a generator input (and the user's brand voice, if one is picked) into the messages sent to a model.
import type { TextRequest } from "../ai/types";
import { responsiveSearchAd } from "../config/generation/ads";
import { lengthRules } from "../config/generation/platform-lengths";
import { hashtagConventions } from "../config/generation/scoring";
import { offlineCopy } from "./offline";
import { durationLabel, emailTypes, labelOf, platformsByType, scriptTypes } from "./options";
import { isDraft } from "./pipeline/brief-facts";
import { allowsThread, threadSeparator, variantSeparator } from "./pipeline/format";
import { firstNameField } from "./pipeline/placeholders";
import type { BrandVoice } from "./pipeline/voice";
import type { GeneratorInput } from "./schema";

function formatFor(input: GeneratorInput): string[] {
  const limit = (rule: keyof typeof lengthRules) => lengthRules[rule].limit;
  switch (input.contentType) {
    case "ads":
      return input.platform === "google"
        ? [
            "Write a Google responsive search ad.",
            `Give up to ${responsiveSearchAd.maxHeadlines} lines "Headline 1:" to "Headline ${responsiveSearchAd.maxHeadlines}:" (at least ${responsiveSearchAd.minHeadlines}; the more distinct headlines, the more Google can test), each at most ${limit("googleHeadline")} characters, then ${responsiveSearchAd.maxDescriptions} lines "Description 1:" to "Description ${responsiveSearchAd.maxDescriptions}:", each at most ${limit("googleDescription")} characters.`,
            "Every headline and every description must say something different: Google refuses repeats. Google shows any three headlines and two descriptions together, in any order, so each must read well on its own.",
            'Name the product in one headline, and make another a call to action that starts with a verb ("Order Yours Today").',
            "Count characters carefully: a longer line is rejected by Google.",
          ]
        : [
            "Write a Facebook ad.",
            `Give three lines: "Primary text:" (aim for ${limit("facebookPrimaryText")} characters or fewer so it is not cut off), "Headline:" (at most ${limit("facebookHeadline")} characters) and "Description:" (at most ${limit("facebookDescription")} characters).`,
          ];
    case "social": {
      const platform =
        input.platform === "custom" ? input.customPlatform : labelOf(platformsByType.social, input.platform);
      const rule = { x: "x", threads: "threads", instagram: "instagram", linkedin: "linkedin" }[input.platform] as
        keyof typeof lengthRules | undefined;
      const tags = hashtagConventions[input.platform];
      return [
        `Write one ${platform} post, ready to publish, native to how people write on ${platform}.`,
        rule
          ? `Stay within ${limit(rule)} ${lengthRules[rule].unit}${input.platform === "x" ? " (a link counts as 23, an emoji as 2)" : ""}.`
          : "Keep it to a length that suits the platform.",
        "Open with a hook in the first line.",
        isDraft(input.content) &&
          `"Key points or draft" is the user's draft: rewrite and tighten it for ${platform}, keeping its substance and its call to action. Keep it a post: do not turn it into a poll, a quiz or a list of questions.`,
        allowsThread(input) &&
          `If the copy does not fit one post, write a thread: posts separated by a line containing only ${threadSeparator}, each within ${limit("x")} weighted characters and numbered like "1/3".`,
        tags &&
          (tags.max === 1
            ? "Use at most one hashtag."
            : `Use ${tags.min === 0 ? "up to" : `${tags.min} to`} ${tags.max} hashtags.`),
        input.platform === "instagram" &&
          'Links in Instagram captions cannot be clicked: point to the link in bio ("link in bio") instead.',
      ].filter((line): line is string => Boolean(line));
    }
    case "email":
      return [
        `Write a ${labelOf(emailTypes, input.emailType).toLowerCase()} email.`,
        `Start with "Subject:" (at most ${limit("emailSubject")} characters${input.subject ? `, based on the subject given` : ""}) and "Preview:" lines, then a blank line, then the body with a greeting, short paragraphs, one clear call to action and a sign-off.`,
        `Greet the reader with the merge field ${firstNameField}, the only merge field to use; sign off without a name.`,
      ];
    case "scripts":
      return [
        `Write a ${labelOf(scriptTypes, input.scriptType).toLowerCase()} script that runs ${durationLabel(input.duration ?? 60)} when spoken (about 2.5 words per second).`,
        'Split it into timed scenes like "[0:00–0:05] HOOK", each with the spoken words and a short visual direction in brackets.',
      ];
    case "blog":
      return input.platform === "outline"
        ? [
            "Write a blog article outline in Markdown: a working title, H2 sections with 2–4 bullet points each, and a closing call to action.",
          ]
        : [
            `Write the article's ${input.platform === "intro" ? "introduction (120–180 words) that hooks the reader and says what they will get" : "conclusion (100–160 words) that sums up the key points and ends with a call to action"}.`,
          ];
    case "seo":
      return [
        `Write 3 meta descriptions, as lines "Meta description 1:" to "Meta description 3:", each at most ${limit("metaDescription")} characters, each with an active verb and a reason to click.`,
      ];
  }
}

function briefOf(input: GeneratorInput): string {
  const lines: [string, string][] = [
    ["Product or offer", input.headline],
    ["Description", input.description],
    ["Landing page (final URL)", input.finalUrl],
    ["Title", input.title],
    ["Topic", input.topic],
    ["Key points or draft", input.content],
    ["Subject idea", input.subject],
    ["What the email should say", input.body],
    ["Outline", input.outline],
    ["Target audience (demographics)", input.demographics],
    ["Audience values and motivations (psychographics)", input.psychographics],
    ["Their challenges", input.challenges],
    ["Features", input.features],
    ["Benefits", input.benefits],
    ["Unique selling points", input.usps],
  ];
  return lines
    .filter(([, value]) => value !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
}

/** The system-prompt lines that make a model write in a brand voice preset. */
export function voiceInstructions(voice: BrandVoice | null): string[] {
  if (!voice) return [];
  return [
    `Write in the brand voice "${voice.name}".`,
    voice.description && `Voice: ${voice.description}`,
    voice.tone && `Voice tone: ${voice.tone}.`,
    voice.audience && `The brand speaks to: ${voice.audience}.`,
    voice.styleNotes && `Style notes: ${voice.styleNotes}`,
    voice.wordsToAvoid && `Never use these words: ${voice.wordsToAvoid}.`,
  ].filter((line): line is string => Boolean(line));
}

const maxTokensByType: Record<GeneratorInput["contentType"], number> = {
  ads: 700,
  social: 900,
  email: 1200,
  scripts: 1600,
  blog: 1200,
  seo: 400,
};

/** The system and user messages for one generation, plus how the offline writer would answer it. */
export function buildGeneratorPrompt(input: GeneratorInput, voice: BrandVoice | null = null): TextRequest {
  const system = [
    "You are Hookline, a senior marketing copywriter. Your copy is specific, concrete and persuasive; it never invents facts, prices or statistics that the brief does not give.",
    `Write in ${input.language}.`,
    ...voiceInstructions(voice),
    input.toneStyle && `Tone: ${input.toneStyle.toLowerCase()}.`,
    input.useEmojis ? "Use a few fitting emoji." : "Do not use emoji.",
    input.seoOptimized &&
      "Optimise for search: work the most relevant keywords from the brief in naturally, and put the main keyword early.",
    ...formatFor(input),
    input.abTesting &&
      `Write two clearly different variants that test different angles, separated by a line containing only ${variantSeparator}. Do not label the variants.`,
    "Use every key point of the brief, and the offer and prices exactly as the brief states them.",
    "Never leave a placeholder for the user to fill in (such as [your offer] or {company}): where the brief does not give a fact, write around it.",
    "Answer with the copy only: no preamble, no explanations, no code fences.",
  ].filter((line): line is string => Boolean(line));
  const maxTokens = maxTokensByType[input.contentType] * (input.abTesting ? 2 : 1);
  return { system: system.join("\n"), user: briefOf(input), maxTokens, offline: () => offlineCopy(input, voice) };
}

/** Asks once for a shorter version of copy that went over a platform's hard limit. */
export function buildShortenPrompt(original: TextRequest, output: string, problems: string[]): TextRequest {
  return {
    system: original.system,
    user: `${original.user}\n\nYour previous answer was:\n${output}\n\nIt is too long: ${problems.join("; ")}. Rewrite it so every part fits its limit, keeping the same layout. Answer with the full rewritten copy only.`,
    maxTokens: original.maxTokens,
    offline: original.offline,
  };
}

// The briefs behind the landing page's "how it works" cards, and the copy the product writes for them. The copy comes
// from the offline writer through the generator's own prompt, so the cards show what Hookline really answers;
// scripts/make-landing-samples.ts writes it to landing-samples.json, and a test fails when the two drift apart.
import { offlineWriter } from "../ai/offline";
import { contentTypes, labelOf, platformsByType } from "../generator/options";
import { splitVariants } from "../generator/pipeline/format";
import { buildGeneratorPrompt } from "../generator/prompt";
import { generatorInputSchema, type GeneratorForm, type GeneratorInput } from "../generator/schema";

/** One card's sample: what was asked for, the brief as the writer receives it, and each variant it wrote. */
export type LandingSample = { kind: string; brief: string; variants: string[] };

/** One brief per card, in card order: a first ad, a post with emojis on, and an ad tested from a second angle. */
export const landingBriefs: GeneratorForm[] = [
  {
    contentType: "ads",
    platform: "facebook",
    headline: "Brightside Yoga",
    description: "Live online yoga classes you can join from home.",
    challenges: "No time to get to a studio",
    benefits: "Feel calmer in 20 minutes a day",
    usps: "First week free",
  },
  {
    contentType: "social",
    platform: "x",
    topic: "Product descriptions that sell",
    content: "Lead with the outcome; Cut adjectives you cannot prove; End with one next step",
    useEmojis: true,
  },
  {
    contentType: "ads",
    platform: "facebook",
    headline: "Ledgerly",
    description: "Bookkeeping that runs itself, for freelancers.",
    benefits: "Be ready for tax day in minutes; Know what you can spend",
    usps: "Set up in 5 minutes",
    abTesting: true,
  },
];

function kindOf(input: GeneratorInput): string {
  const kind =
    input.contentType === "ads"
      ? labelOf(platformsByType.ads, input.platform)
      : input.contentType === "social"
        ? `${labelOf(platformsByType.social, input.platform)} post`
        : labelOf(contentTypes, input.contentType);
  const options = [
    input.useEmojis && "emojis on",
    input.seoOptimized && "SEO on",
    input.abTesting && "A/B variants",
  ].filter(Boolean);
  return [kind, ...options].join(" · ");
}

async function sampleFor(form: GeneratorForm): Promise<LandingSample> {
  const input = generatorInputSchema.parse(form);
  const request = buildGeneratorPrompt(input);
  let output = "";
  for await (const piece of offlineWriter.streamText(request, new AbortController().signal)) output += piece;
  return { kind: kindOf(input), brief: request.user, variants: splitVariants(output) };
}

/** Runs every brief through the offline writer, as a generation without a provider key would. */
export function writeLandingSamples(): Promise<LandingSample[]> {
  return Promise.all(landingBriefs.map(sampleFor));
}

// /use-cases, "Who Benefits Most": four audiences, four use cases and the demo video.
import type { AudienceCard, UseCaseCard } from "./types";
import { planning } from "../../lib/config/generation/requests";
import { billing, plans } from "../../lib/config/plans";

const { essential, pro } = plans;
const price = new Intl.NumberFormat("en-US", { style: "currency", currency: billing.currency });

export const audiences: [AudienceCard, AudienceCard, AudienceCard, AudienceCard] = [
  {
    title: "Marketing Teams",
    icon: "users",
    description:
      "In-house teams juggling launches, newsletters and paid campaigns use Hookline to get first drafts out of the way, so reviews start from something on-brand instead of a blank document.",
    benefits: [
      "One brand voice preset keeps every channel sounding like the same company",
      "Ads, social posts, emails and blog copy from the same workspace",
      "A/B variants ready for every campaign test",
      `${pro.generationsPerMonth} generations a month on ${pro.name} for busy launch calendars`,
    ],
  },
  {
    title: "Content Creators",
    icon: "video",
    description:
      "Creators who publish every day use Hookline to find the angle, write the hook and script the video, then keep the conversation going in the replies.",
    benefits: [
      `${planning.hooksPerRequest} hooks for any topic in a single request`,
      "Video scripts at the length you choose",
      `A ${planning.planWeeks}-week content plan when you do not know what to post next`,
      "Replies on X, Threads and Instagram in five tones with the browser extension",
    ],
  },
  {
    title: "Small Business Owners",
    icon: "store",
    description:
      "Owners who do their own marketing between everything else use Hookline to write the post, the promo email and the local ad in minutes, without hiring an agency.",
    benefits: [
      "Basic mode gets you a usable draft from a few short fields",
      "Facebook and Google ads for your next offer or opening",
      "Emails for promotions, welcomes and announcements",
      `${essential.generationsPerMonth} generations a month on ${essential.name}, for ${price.format(essential.monthlyPrice)}`,
    ],
  },
  {
    title: "Agencies",
    icon: "briefcase",
    description:
      "Agencies writing for several clients at once use Hookline to keep each client's voice separate and to turn briefs into first drafts before the status call.",
    benefits: [
      `Up to ${pro.brandVoicePresets} brand voice presets on ${pro.name}, one per client or product`,
      "You own the output and can use it commercially for your clients",
      "Copy in several languages for clients in different markets",
      "Ads, emails, social posts and scripts from the same short brief form",
    ],
  },
];

export const useCases: [UseCaseCard, UseCaseCard, UseCaseCard, UseCaseCard] = [
  {
    title: "Social Media Management",
    icon: "share",
    description:
      "Keep LinkedIn, Instagram, Threads and X fed without writing every post from scratch, and keep each one in the format its platform expects.",
    example:
      "You type: \"Instagram, launch of our oat milk cold brew, in both our shops from Friday, playful, emojis on.\" You get a caption that opens with a hook, says what is new and when, and ends with a call to stop by this weekend, ready to post or tweak.",
    stat: "Platform-native posts for 4 networks: LinkedIn, Instagram, Threads and X",
  },
  {
    title: "Email Marketing Campaigns",
    icon: "mail",
    description:
      "Write welcome emails, promotions and announcements that sound like your brand, then test subject lines before you hit send.",
    example:
      "You type: \"Welcome email for new members of a yoga studio, first class is free, calm and warm tone.\" You get a subject line and an email that greets the new member, explains how to book the free class and ends with one clear call to action.",
    stat: `Up to ${essential.generationsPerMonth} drafts a month on ${essential.name}, ${pro.generationsPerMonth} on ${pro.name}`,
  },
  {
    title: "Digital Advertising",
    icon: "target",
    description:
      "Get Facebook and Google ad copy built around one benefit, with alternative versions to test instead of a single guess.",
    example:
      "You type: \"Google ad, bookkeeping app for freelancers, benefit: quarterly taxes done in an afternoon, A/B testing on.\" You get headlines and descriptions for a search ad plus an alternative version with a different angle to test against it.",
    stat: "Facebook and Google ad copy, with A/B variants to test",
  },
  {
    title: "Content Marketing",
    icon: "layers",
    description:
      "Plan a month of content, outline the articles and write the parts that take longest: the intro, the conclusion and the meta description.",
    example:
      `You type the topic "onboarding remote hires in small teams". You get a blog outline with section headings, then, one request each, an intro, a conclusion and an SEO meta description, plus a ${planning.planWeeks}-week content plan around the same topic if you want one.`,
    stat: `A whole ${planning.planWeeks}-week content plan counts as a single request`,
  },
];

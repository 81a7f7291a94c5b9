// /is-hookline-for-me: six audiences, one card each.
import type { UseCaseCard } from "./types";
import { planning } from "../../lib/config/generation/requests";
import { plans, trial } from "../../lib/config/plans";
import { roiCalculator } from "../../lib/config/marketing/pages";

const { essential, pro } = plans;
const timeSavedPercent = Math.round(roiCalculator.timeSavedShare * 100);

export const fitIntro = {
  title: "If you publish marketing copy, Hookline was built for you",
  subtitle:
    "See how solopreneurs, startup founders, digital marketers, content creators, small business owners and copywriters use Hookline to write ads, posts, emails and scripts in their own voice.",
};

export const fitCards: UseCaseCard[] = [
  {
    title: "Solopreneurs",
    icon: "compass",
    description:
      "You are the product, the support desk and the marketing department. Hookline takes the writing part off your list so you can post consistently without losing an afternoon to it.",
    example:
      "You type: \"LinkedIn post, I help independent physical therapists fill their calendar, lesson learned from a client who doubled rebookings.\" You get a first-person post with a strong opening line, the story in three short paragraphs and a soft invitation to get in touch.",
    stat: `Try it on your own brief: ${trial.generations} generations in a ${trial.days}-day free trial`,
  },
  {
    title: "Startup Founders",
    icon: "rocket",
    description:
      "Before you hire a marketer, you are the marketer. Use Hookline to write launch posts, onboarding emails, the first Google ads and the blog posts that explain what you are building.",
    example:
      "You type: \"Launch email to our waitlist, invoicing tool for design studios, now open to everyone, 30% off the first three months.\" You get a subject line and a short launch email with the offer up front and one sign-up link as the call to action.",
    stat: `${essential.generationsPerMonth} generations a month on ${essential.name}, enough for launch week and every week after`,
  },
  {
    title: "Digital Marketers",
    icon: "bar-chart",
    description:
      "You run the campaigns and need more variants than anyone has time to write. Hookline gives you ad copy, alternatives to test and SEO-ready blog copy on demand.",
    example:
      "You type: \"Facebook ad, meal-kit subscription for busy parents, benefit: dinner in 20 minutes, A/B testing on.\" You get primary text and a headline for the ad plus an alternative version that leads with a different angle, ready for your split test.",
    stat: `${pro.generationsPerMonth} generations a month and ${pro.brandVoicePresets} brand voice presets on ${pro.name}`,
  },
  {
    title: "Content Creators",
    icon: "video",
    description:
      "Your audience expects something new every day. Hookline helps you find the hook, write the script and plan the month, so the ideas do not run out before the week does.",
    example:
      `You type the topic "why most home workouts fail". You get ${planning.hooksPerRequest} hooks to open a short video with, from a blunt claim to a question, and you can turn the best one into a 60-second script.`,
    stat: `${planning.hooksPerRequest} hooks for any topic in a single request`,
  },
  {
    title: "Small Business Owners",
    icon: "store",
    description:
      "You know your customers better than any agency does, but you do not have hours to write. Hookline turns what you know into posts, emails and ads in a few minutes.",
    example:
      "You type: \"Instagram post, family bakery, new sourdough on Saturdays only, friendly, emojis on.\" You get a warm caption that announces the new loaf, tells people when to come and asks them to reserve one.",
    stat: `Our ROI calculator assumes Hookline saves about ${timeSavedPercent}% of your drafting time; try it with your own hours`,
  },
  {
    title: "Copywriters",
    icon: "pen-line",
    description:
      "You still do the thinking; Hookline does the first pass. Use it to explore angles, beat the blank page and keep every client's voice in its own preset.",
    example:
      "You type: \"Google ad, boutique hotel in Savannah, client voice preset 'Harbor House', focus on the rooftop bar.\" You get headlines and descriptions in that client's tone to refine, not to rewrite from scratch.",
    stat: `Up to ${pro.brandVoicePresets} brand voice presets on ${pro.name}, one per client`,
  },
];

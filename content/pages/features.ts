// The six features: the landing page's expandable list and the cards on /features.
import type { Feature } from "./types";
import { planning } from "../../lib/config/generation/requests";
import { plans } from "../../lib/config/plans";
import { countInWords } from "../../lib/format";

const { hooksPerRequest: hooks, planWeeks: weeks } = planning;

export const features: Feature[] = [
  {
    id: "ad-copy",
    title: "Ad copy for Facebook and Google",
    icon: "megaphone",
    summary: "Turn a product and one clear benefit into Facebook and Google ads that are ready to paste into your campaign.",
    details: [
      "Pick the platform, add your headline idea and a short description of the offer, and Hookline writes ad copy shaped for that placement instead of one generic paragraph.",
      "Switch on A/B testing to get alternative versions with different angles, so every campaign starts with something to test.",
      "Your brand voice preset keeps the tone and the selling points consistent from one ad set to the next.",
    ],
  },
  {
    id: "social-posts",
    title: "Social posts for LinkedIn, Instagram, Threads and X",
    icon: "share",
    summary: "Write platform-native posts for LinkedIn, Instagram, Threads and X from a single idea.",
    details: [
      "A LinkedIn update, an Instagram caption and a post for X do not read the same, and Hookline does not write them the same: choose the platform and the draft follows its length and rhythm.",
      "Emoji control lets you decide whether a post gets emojis or stays plain text, per post.",
      "Publishing somewhere else? Enter your own platform and Hookline adapts the format.",
    ],
  },
  {
    id: "emails-blogs-scripts",
    title: "Emails, blog copy and video scripts",
    icon: "pen-line",
    summary: "Draft emails, blog outlines, intros and conclusions, SEO meta descriptions and video scripts without starting from a blank page.",
    details: [
      "Choose the email type and Hookline writes the subject line and body; for blogs it builds an outline, an intro or a conclusion around your topic.",
      "Turn on SEO optimization to work your keywords into the text, and generate a meta description for the finished article.",
      "For video, pick the script type and the length you need and get a script you can read straight to camera.",
    ],
  },
  {
    id: "hooks-and-content-plan",
    // A heading stays a literal so the page editor can change it in place; the numbers are in the summary below.
    title: "Hooks and a content plan",
    icon: "calendar",
    summary: `Get ${hooks} opening hooks for any topic, or a ${countInWords(weeks)}-week content plan, from one request each.`,
    details: [
      `The hook generator returns ${hooks} different first lines for a topic, from questions to bold claims, so you can pick the one that stops the scroll.`,
      `The content plan maps ${countInWords(weeks)} weeks of posts around your topic and audience, so you know what to publish on Monday before Monday arrives.`,
      "Each hook request and each plan counts as a single request against your monthly allowance.",
    ],
  },
  {
    id: "brand-voice",
    title: "Brand voice presets in several languages",
    icon: "palette",
    summary: `Save your tone, audience and selling points once, with up to ${plans.essential.brandVoicePresets} presets on ${plans.essential.name} and ${plans.pro.brandVoicePresets} on ${plans.pro.name}.`,
    details: [
      "A preset stores how you sound and who you write for: tone, audience, their challenges, your product's features, benefits and unique selling points.",
      "Basic mode gets you a draft from a few fields; Advanced mode lets you add the audience and product detail that makes copy specific.",
      "Generate copy in several languages from the same preset; the Hookline interface itself is in English.",
    ],
  },
  {
    id: "browser-extension",
    title: "Reply assistant for X, Threads and Instagram",
    icon: "message-square",
    summary: "Draft thoughtful replies right where the conversation happens, in five tones, with the Hookline browser extension.",
    details: [
      "Open a post on X, Threads or Instagram and let the extension draft a reply that is neutral, agreeing, disagreeing, funny or insightful.",
      "Persona settings keep your replies sounding like you, and they are stored locally in your browser together with your key.",
      "Access comes with your subscription: unlock the extension with the personal API key shown in your profile settings.",
    ],
  },
];

// The landing page's hero, the three "how it works" scroll cards and the FAQ.
import type { Faq, ScrollCard } from "./types";
import { planning } from "../../lib/config/generation/requests";
import { billing, plans, trial } from "../../lib/config/plans";

const price = new Intl.NumberFormat("en-US", { style: "currency", currency: billing.currency });
const { essential, pro } = plans;

export const hero = {
  eyebrow: "AI copywriting in your brand voice",
  title: "Marketing copy that sounds like you, in seconds",
  subtitle:
    "Hookline writes Facebook and Google ads, social posts, emails, video scripts, blog outlines and scroll-stopping hooks from a short brief. Save your brand voice once, and every draft starts on-brand.",
};

export const scrollCards: [ScrollCard, ScrollCard, ScrollCard] = [
  {
    title: "Write a short brief",
    icon: "pen-line",
    description:
      "Pick what you need: an ad, a social post, an email, a video script or blog copy. Add the platform and a few lines about your offer and who it is for.",
  },
  {
    title: "Generate in your brand voice",
    icon: "sparkles",
    description:
      "Choose a saved brand voice preset and the output language, switch on A/B variants, SEO optimization or emojis, and get a draft that already sounds like your brand.",
  },
  {
    title: "Publish and iterate",
    icon: "repeat",
    description:
      "Copy the draft, tweak a line, save it for later or regenerate for a fresh angle. A request that fails never costs you a generation.",
  },
];

export const faqs: Faq[] = [
  {
    question: "How does the free trial work, and what happens when it ends?",
    answer: `The trial lasts ${trial.days} days and includes ${trial.generations} generations. When it ends, it converts to the paid plan you chose, unless you cancel before the trial is over.`,
  },
  {
    question: "What do the plans include?",
    answer: `${essential.name} costs ${price.format(essential.monthlyPrice)} a month and includes ${essential.generationsPerMonth} generations a month and ${essential.brandVoicePresets} brand voice presets. ${pro.name} costs ${price.format(pro.monthlyPrice)} a month and includes ${pro.generationsPerMonth} generations a month and ${pro.brandVoicePresets} brand voice presets. Both plans renew monthly until you cancel.`,
  },
  {
    question: "Do unused generations roll over to the next month?",
    answer: "No. Unused generations do not roll over; your usage resets at the start of each monthly period.",
  },
  {
    question: "What counts as a generation, and what if a request fails?",
    answer:
      `Each generation, content plan or hook request counts as one request, so a full ${planning.planWeeks}-week plan or a set of ${planning.hooksPerRequest} hooks costs the same as a single post. A request that fails never costs a generation.`,
  },
  {
    question: "Can I cancel any time?",
    answer: "Yes. Cancel whenever you like and you keep access until the end of the period you have already paid for. After that, your plan does not renew.",
  },
  {
    question: "Which languages can Hookline write in?",
    answer: "Hookline can generate copy in several languages; you choose the output language when you create a draft. The Hookline interface itself is in English.",
  },
  {
    question: "What is a brand voice preset?",
    answer: `A preset saves how your brand sounds and who it speaks to: tone, audience, their challenges and your product's benefits and selling points. Pick it in the generator and every draft starts from it. ${essential.name} includes ${essential.brandVoicePresets} presets and ${pro.name} includes ${pro.brandVoicePresets}, enough for several products or clients.`,
  },
  {
    question: "Who owns the copy, and what happens to my data?",
    answer:
      "You own your inputs and the copy generated for you, and you can use it commercially, including for clients. Because AI can produce similar text for different users, we cannot promise that every output is unique. Your inputs are sent to our AI providers from our servers only, and we do not use your content to train AI models or sell it. The Privacy Policy has the details.",
  },
  {
    question: "How does the browser extension work?",
    answer:
      "The extension drafts replies on X, Threads and Instagram in five tones: neutral, agreeing, disagreeing, funny and insightful. Subscribers get access automatically and unlock it with the personal API key shown in their profile settings. Your key and persona settings are stored locally in your browser.",
  },
];

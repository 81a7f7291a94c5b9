// /Roadmap: what shipped, what is being built and what comes next, grouped by period.
import type { RoadmapPeriod } from "./types";
import { planning } from "../../lib/config/generation/requests";
import { onboarding } from "../../lib/config/plans";
import { contactTopicLabels } from "../../lib/contact/schema";
import { countInWords } from "../../lib/format";

export const roadmap: RoadmapPeriod[] = [
  {
    period: "Q3 2023",
    items: [
      {
        title: "Private beta of the copy generator",
        description: "The first version of Hookline went to a small group of founders and freelance marketers, writing ads and social posts from a short brief.",
        status: "completed",
      },
      {
        title: "Facebook and Google ad copy",
        description: "Ad copy shaped for each platform instead of one generic paragraph, built from a headline idea and a description of the offer.",
        status: "completed",
      },
      {
        title: "Social posts for LinkedIn, Instagram and X",
        description: "Platform-specific posts with their own length and rhythm, plus an option to enter a platform of your own.",
        status: "completed",
      },
      {
        title: "Emoji control",
        description: "A simple switch to decide whether a draft uses emojis or stays plain text.",
        status: "completed",
      },
      {
        title: "Server-side generation",
        description: "All requests to our AI providers run from our servers, so your browser never talks to them directly.",
        status: "completed",
      },
    ],
  },
  {
    period: "Q4 2023",
    items: [
      {
        title: "Public launch with Essential and Pro plans",
        description: "Hookline opened to everyone with two monthly plans and a free trial to try it on your own briefs.",
        status: "completed",
      },
      {
        title: "Brand voice presets",
        description: "Save your tone, audience, their challenges and your product's benefits and selling points once, and start every draft from them.",
        status: "completed",
      },
      {
        title: "Basic and Advanced modes",
        description: "Basic mode for a quick draft from a few fields, Advanced mode for the audience and product detail that makes copy specific.",
        status: "completed",
      },
      {
        title: "Threads support",
        description: "Threads joined LinkedIn, Instagram and X as a supported platform for social posts.",
        status: "completed",
      },
      {
        title: "No charge for failed requests",
        description: "Usage tracking that only counts requests that succeed, so an error never costs you a generation.",
        status: "completed",
      },
    ],
  },
  {
    period: "Q1 2024",
    items: [
      {
        title: "Email copy",
        description: "Subject lines and bodies for welcome, promotional and announcement emails, chosen by email type.",
        status: "completed",
      },
      {
        title: "Video scripts",
        description: "Scripts for short and long videos, generated for the script type and the duration you pick.",
        status: "completed",
      },
      {
        title: "A/B variants",
        description: "Alternative versions of ads and posts with different angles, so every campaign starts with something to test.",
        status: "completed",
      },
      {
        title: "Copy in several languages",
        description: "Choose the output language for each draft; the interface stays in English.",
        status: "completed",
      },
      {
        title: "A second AI provider",
        description: "Hookline now works with two AI providers, both called from our servers only, never from your browser.",
        status: "completed",
      },
    ],
  },
  {
    period: "Q2 2024",
    items: [
      {
        title: "Blog outlines, intros and conclusions",
        description: "Outlines with section headings for any topic, plus the two paragraphs that take longest to write.",
        status: "completed",
      },
      {
        title: "SEO optimization and meta descriptions",
        description: "A switch that works your keywords into the copy, and meta descriptions for finished articles.",
        status: "completed",
      },
      {
        title: "Hook generator",
        description: `${planning.hooksPerRequest} different opening lines for any topic in a single request.`,
        status: "completed",
      },
      {
        // Titles stay literals so the page editor can change them in place; the number is in the description.
        title: "Content plan",
        description: `A ${planning.planWeeks}-week plan of posts mapped around your topic and audience, counted as one request.`,
        status: "completed",
      },
      {
        title: "Presets settings page",
        description: "One place to create, edit and switch between your brand voice presets.",
        status: "completed",
      },
    ],
  },
  {
    period: "Q3 2024",
    items: [
      {
        title: "Browser extension for X, Threads and Instagram",
        description: "Draft replies right where the conversation happens, without leaving the post you are reading.",
        status: "completed",
      },
      {
        title: "Five reply tones",
        description: "Neutral, agreeing, disagreeing, funny and insightful replies from the same extension.",
        status: "completed",
      },
      {
        title: "Extension keys and persona settings",
        description: "A personal API key in your profile settings unlocks the extension; your key and persona settings stay stored locally in your browser.",
        status: "completed",
      },
      {
        title: "Usage overview in the dashboard",
        description: "See how many generations you have used this month and how many are left before usage resets.",
        status: "completed",
      },
      {
        title: "Hookline blog",
        description: "Practical articles on copywriting, hooks, social media and content strategy from the team.",
        status: "completed",
      },
    ],
  },
  {
    period: "Q4 2024",
    items: [
      {
        title: "Guided onboarding",
        description: `A quick setup survey and a checklist of ${countInWords(onboarding.tasks)} first steps, each earning a credit, from a guided demo to your first ${planning.hooksPerRequest} hooks.`,
        status: "completed",
      },
      {
        title: "Interactive demo",
        description: "Try the generator with sample outputs for ads, social posts, emails, scripts and blog copy before you sign up.",
        status: "completed",
      },
      {
        title: "Faster app loading",
        description: "The dashboard and generator load ahead of time while you browse, so they open without waiting.",
        status: "completed",
      },
      {
        title: "Visual page editor",
        description: "Select any element of a live page in a preview and edit its text, styles and layout directly, or switch to AI mode.",
        status: "in-progress",
      },
      {
        title: "More output languages",
        description: "Expanding the list of languages Hookline writes in, starting with the ones our customers ask for most.",
        status: "in-progress",
      },
    ],
  },
  {
    period: "2025 and beyond",
    items: [
      {
        title: "Team workspaces",
        description: "Invite teammates, share brand voice presets and saved copy, and review drafts together in one workspace.",
        status: "planned",
      },
      {
        title: "Public API",
        description: "Generate copy in your brand voice from your own tools and workflows.",
        status: "planned",
      },
      {
        title: "Client workspaces for agencies",
        description: "Keep each client's presets, drafts and usage apart, with one subscription for the agency.",
        status: "planned",
      },
      {
        title: "Publishing integrations",
        description: "Send finished posts and emails straight to the tools you already publish with.",
        status: "future",
      },
      {
        title: "Performance feedback",
        description: "Mark which A/B variant won, and see over time which angles work best for your audience.",
        status: "future",
      },
    ],
  },
];

export const featureRequestNote = `Missing a format, a platform or a language? Send us a message on the contact page at /contact and choose the topic "${contactTopicLabels.feature}". We read every request, and the ones we hear most often shape the next quarter of this roadmap.`;

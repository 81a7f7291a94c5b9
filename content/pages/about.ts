// /about: intro, story, values and the founder. The founder is the managing director in the company config.
import type { AboutContent } from "./types";
import { company } from "../../lib/config/marketing/company";
import { planning } from "../../lib/config/generation/requests";

const founderFirstName = company.managingDirector.split(" ")[0] ?? company.managingDirector;

export const about: AboutContent = {
  intro: `Hookline is an AI copywriter for marketers, founders, creators and agencies who have to publish every week and want every line to sound like their brand. We build it in ${company.city}.`,
  story: [
    "Hookline started with a spreadsheet. Before there was a product, our founder kept a list of every piece of copy she wrote for small companies in a single month: ad variations, LinkedIn posts, launch emails, video scripts, meta descriptions. It ran to well over a hundred lines, and most of them started the same way, with a blank page and a vague memory of how the brand was supposed to sound.",
    "General-purpose AI chat tools helped, but not much. Every session started from zero, so the brand voice had to be explained again each time, and the results read like they were written for nobody in particular. A post meant for LinkedIn came back sounding like an Instagram caption. An ad came back as an essay.",
    `So we built the tool we wanted: one where you save your brand voice once, pick the exact format you need, from a Google ad to a Threads post to a ${planning.planWeeks}-week content plan, and get a draft that already fits the channel and sounds like you. Then we added the parts we kept needing ourselves, like ${planning.hooksPerRequest} hooks for a topic in one go and a browser extension for replying on X, Threads and Instagram.`,
    "Hookline is deliberately narrow. It does not try to run your marketing or replace the person who knows the customers. It takes the first draft off your plate, so the time you have goes into the decisions only you can make: what to say, to whom, and when.",
  ],
  values: [
    {
      title: "Your voice, not ours",
      icon: "palette",
      description:
        "Good copy sounds like the company that publishes it. Brand voice presets exist so your drafts start from your tone, your audience and your selling points, not from a generic AI style.",
    },
    {
      title: "Plain, fair pricing",
      icon: "check-circle",
      description:
        "Two plans, a clear monthly allowance and no surprises. A failed request never costs you a generation, unused generations do not roll over and we say so up front, and you can cancel any time.",
    },
    {
      title: "Your content stays yours",
      icon: "shield",
      description:
        "You own what you write with Hookline. Our AI providers are called from our servers only, and we do not use your content to train AI models or sell it to anyone.",
    },
    {
      title: "Ship small, listen closely",
      icon: "repeat",
      description:
        "Many of Hookline's features started as customer requests. We release in small steps, publish our roadmap and read every message that comes through the contact form.",
    },
  ],
  founder: {
    name: company.managingDirector,
    role: "Founder & CEO",
    bio: [
      `${founderFirstName} spent the years before Hookline writing and managing marketing copy for startups and small businesses: product launches, paid social campaigns, newsletters and the steady stream of posts that keep a brand visible. Much of that time went into first drafts that looked alike from client to client.`,
      `She started Hookline in ${company.city} to fix the part of the job she liked least, the blank page, without losing the part that matters most, a voice that belongs to the brand. She still writes a good share of Hookline's own posts and emails with the product, which is the fastest way to find what needs to get better.`,
      `As managing director of ${company.legalName}, ${founderFirstName} looks after the product, the roadmap and the customers who write in with ideas. If you send a feature request, there is a good chance she reads it herself.`,
    ],
  },
};

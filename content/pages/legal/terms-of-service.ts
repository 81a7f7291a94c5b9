import type { LegalDocument } from "../types";
import { company } from "../../../lib/config/marketing/company";
import { planning } from "../../../lib/config/generation/requests";
import { billing, plans, trial } from "../../../lib/config/plans";
import { site } from "../../../lib/config/marketing/site";
import { legal } from "../../../lib/config/marketing/legal";
import { countInWords } from "../../../lib/format";

const oneRequest =
  billing.requestsPerGeneration === 1 ? "one request" : `${billing.requestsPerGeneration} requests`;

const planLines = Object.values(plans).map(
  (plan) =>
    `${plan.name}: ${billing.currency} ${plan.monthlyPrice.toFixed(2)} per month, ${plan.generationsPerMonth} generations per month and up to ${plan.brandVoicePresets} brand voice presets.`,
);

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  description: `The terms that govern your use of ${site.name}, its subscriptions and its browser extension.`,
  lastUpdated: "2026-11-23",
  intro: [
    `These Terms of Service are the agreement between you and ${company.legalName}, ${company.street}, ${company.postalCode} ${company.city}, ${company.country} ("we", "us"), for the use of ${site.name}, including the website, the web app and the browser extension.`,
    "Please read them before you sign up. By creating an account or starting a trial, you accept these terms.",
  ],
  sections: [
    {
      id: "welcome",
      heading: "Welcome",
      body: [
        `${site.name} is an AI copywriting tool for marketers, founders, creators and agencies. We built it to take the blank page out of your day, and these terms set out what you can expect from us and what we expect from you, in plain language where the law allows it.`,
        `You must be at least ${legal.minimumAge} years old to use ${site.name}. If you use ${site.name} on behalf of a company or a client, you confirm that you are authorised to accept these terms for them.`,
      ],
    },
    {
      id: "service-overview",
      heading: "Service overview",
      body: [
        `${site.name} generates marketing copy with AI, including:`,
        {
          list: [
            "Ad copy for Facebook and Google.",
            "Social posts for LinkedIn, Instagram, Threads and X.",
            "Blog outlines, intros and conclusions.",
            "Emails and video scripts.",
            "SEO meta descriptions.",
            `${countInWords(planning.planWeeks, { capital: true })}-week content plans and sets of hooks for a topic.`,
          ],
        },
        "Copy can be generated in several languages, and brand voice presets let you keep a consistent tone. The browser extension drafts replies on X, Threads and Instagram.",
        "AI output can be inaccurate, incomplete or similar to text produced for other users. It is a draft for you to review, not professional, legal or factual advice. We improve the service continuously and may add, change or remove features, as long as the core of what you pay for stays available.",
      ],
    },
    {
      id: "account-and-subscription",
      heading: "Account and subscription",
      body: [
        "You need an account with a confirmed email address to use the generator. Keep your sign-in details accurate and secret; you are responsible for activity in your account.",
        `Every new customer can start with a ${trial.days}-day free trial with ${trial.generations} generations. The trial converts to the paid plan you chose when you started it, unless you cancel before the trial ends. If you cancel during the trial, you will not be charged.`,
        "The paid plans are:",
        { list: planLines },
        "Subscriptions renew monthly until cancelled. You can cancel at any time; your access continues until the end of the billing period you have already paid for, and the subscription then ends without further charges.",
        {
          list: [
            "Generations are counted as requests. Each generation, plan or hook request counts as " + oneRequest + ".",
            "Failed requests deduct no credits. If a generation fails on our side, it does not count towards your limit.",
            "Unused requests do not roll over. Your usage resets at the start of each monthly period.",
          ],
        },
      ],
    },
    {
      id: "subscription-payment",
      heading: "Subscription payment",
      body: [
        `Payments are processed by our card payment provider, Stripe. Prices are charged in ${billing.currency}; any applicable taxes are shown at checkout before you pay. When your trial ends, the first monthly fee is charged to the card you provided, and each renewal is charged at the start of the new period.`,
        "If a payment fails, Stripe will retry it, and we may pause access to paid features until the payment succeeds. Fees already paid are not refunded for partly used periods, unless the law requires a refund.",
        "If we change the price of your plan, we will tell you by email before the new price applies to you, and you can cancel before then.",
      ],
    },
    {
      id: "user-responsibilities",
      heading: "User responsibilities",
      body: [
        "You are responsible for what you put into the generator and for what you publish. In particular, you agree not to:",
        {
          list: [
            "Generate or publish content that is unlawful, deceptive, defamatory, hateful or that infringes the rights of others.",
            "Make claims in ads or posts that you cannot back up, or break the advertising rules of the platforms you publish on.",
            "Enter personal data of other people unless you are allowed to process it.",
            "Share your account, resell access or use automated means to extract output beyond normal use.",
            "Probe, overload or attack the service, or try to get around usage limits.",
          ],
        },
        "Review all output before you publish it. If you break these rules, we may suspend or close your account after warning you, or immediately where the breach is serious or the law requires it.",
      ],
    },
    {
      id: "ownership-and-licensing",
      heading: "Ownership and licensing",
      body: [
        "You own your inputs and the outputs generated for you. As far as any rights in the output arise, we assign them to you, and you can use the copy commercially, including for clients. Because AI can produce similar text for different users, we cannot promise that your output is unique or protected by copyright.",
        `To operate the service, you grant ${company.legalName} a non-exclusive, worldwide, royalty-free licence to store, process, transmit and display your inputs and outputs, including sending them to our AI providers. This licence exists only to provide ${site.name} to you and ends when the content is deleted. We do not use your content to train AI models and we do not sell it.`,
      ],
    },
    {
      id: "data-privacy",
      heading: "Data privacy",
      body: [
        "We process your personal data, including your account data (name, email and payment information), as described in our Privacy Policy at /privacy-policy. It explains which providers we use, how long we keep data and how to exercise your rights.",
      ],
    },
    {
      id: "browser-extension",
      heading: "Browser extension",
      body: [
        `Access. The extension is unlocked with a per-user API key shown in your profile settings. Access is granted automatically to subscribers, and it ends when your subscription ends.`,
        "Permissions. To work, the extension asks your browser for:",
        {
          list: [
            "Storage, to keep your key and persona settings locally in your browser.",
            "Active tab, to read the post you want to reply to in the tab you are using.",
            "Scripting, to place the reply controls and the drafted reply on the page.",
            `Host access to X, Threads, Instagram and the ${site.name} backend, and to no other sites.`,
          ],
        },
        "Your duties. When you use the extension, you agree to:",
        {
          list: [
            "Follow the rules of X, Threads and Instagram, including their rules on automation and spam.",
            "Review every reply before you post it; the extension drafts, you decide.",
            "Keep your key secret and never share it. If you think it has leaked, contact us right away.",
          ],
        },
        "Limitations. The extension depends on the way X, Threads and Instagram build their pages. When those platforms change, parts of the extension may stop working until we update it. We provide the extension without a guarantee that it works on every page, in every browser or at all times.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      body: [
        `These terms are governed by the laws of ${legal.governingLaw}, excluding the UN Convention on Contracts for the International Sale of Goods. The courts of ${legal.courts} have jurisdiction for matters not decided by arbitration under the next section, including interim measures and enforcement.`,
        "If you are a consumer, this choice of law does not take away the protection of mandatory provisions of the law of the country where you live.",
      ],
    },
    {
      id: "dispute-resolution",
      heading: "Dispute resolution",
      body: [
        `If something goes wrong, write to ${company.email} first; most problems are solved faster that way. Any dispute arising out of or in connection with these terms that we cannot resolve together is finally settled by binding arbitration in ${legal.courts}, before a sole arbitrator, in English, under the German Code of Civil Procedure.`,
        "This arbitration clause applies to the extent the law permits it. If you are a consumer and mandatory law gives you the right to go to a court, that right is not affected.",
      ],
    },
    {
      id: "force-majeure",
      heading: "Force majeure",
      body: [
        "We are not responsible for failures or delays caused by events beyond our reasonable control, such as natural disasters, war, pandemics, strikes, government action, large-scale internet or power outages, or outages of our hosting, payment or AI providers. We will do what we reasonably can to limit the impact and restore the service.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property rights",
      body: [
        `${site.name} itself, including its software, design, brand, templates, website and blog articles, belongs to ${company.legalName} or its licensors. While your subscription runs, you may use the service for your own and your clients' work. You may not copy, modify, reverse engineer or resell the service or its parts, except as the law expressly allows.`,
        "If you send us feedback or ideas, we may use them to improve the product without any obligation to you.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability",
      body: [
        "We are liable without limitation for damage caused intentionally or by gross negligence, for injury to life, body or health, under the German Product Liability Act and where we have given a guarantee.",
        "In all other cases, we are liable for slight negligence only if we breach an obligation that is essential to the proper performance of the contract and on which you may rely, and only for typical, foreseeable damage. In these cases our total liability is capped at the amount you paid us in the month preceding the event that caused the damage.",
        "You are responsible for checking the output before you publish it. We are not liable for the content you publish or for decisions you base on it, to the extent the law allows.",
      ],
    },
    {
      id: "changes-to-terms",
      heading: "Changes to the terms",
      body: [
        "We may update these terms when the service, the law or our providers change. We will notify you by email before changes take effect, telling you what changes and when. If you do not agree, you can cancel your subscription before the changes apply. If you keep using the service after that date, the updated terms apply.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      body: [
        `Questions about these terms? Write to ${company.email}, call ${company.phone}, or send a letter to ${company.legalName}, ${company.street}, ${company.postalCode} ${company.city}, ${company.country}. For privacy questions, use ${company.privacyEmail}.`,
      ],
    },
  ],
};

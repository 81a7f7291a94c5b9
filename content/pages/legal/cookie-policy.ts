import type { LegalDocument } from "../types";
import { company } from "../../../lib/config/marketing/company";
import { site } from "../../../lib/config/marketing/site";

export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  description: `Which cookies ${site.name} uses, why, and how you can accept, decline or remove them.`,
  lastUpdated: "2026-11-23",
  intro: [
    `This policy explains how ${company.legalName} uses cookies and similar technologies on the ${site.name} website and app. It is short because our use of cookies is small: we only use analytics cookies, and only if you say yes.`,
  ],
  sections: [
    {
      id: "what-cookies-are",
      heading: "What cookies are",
      body: [
        "Cookies are small text files that a website stores in your browser. Similar technologies, such as your browser's local storage, work in much the same way. They let a site remember something between page views, for example that you are signed in or that you have already answered the cookie banner.",
      ],
    },
    {
      id: "cookies-we-use",
      heading: "Only analytics cookies",
      body: [
        `The only optional cookies ${site.name} uses are analytics cookies. We do not use advertising cookies, we do not run ads, and we do not let advertising networks track you on our site.`,
        "Apart from analytics, we only store what the site needs to work and what you would expect it to remember. This storage does not require consent under § 25 (2) TDDDG and is never used for analytics or advertising:",
        {
          list: [
            "A session cookie that keeps you signed in, set only when you sign in and removed when you sign out.",
            "Your cookie choice, kept in your browser's local storage so the banner does not ask you again on every page.",
            "Small items in local storage that remember where you were, your onboarding progress and your usage figures, so the app loads faster.",
          ],
        },
      ],
    },
    {
      id: "analytics-tools",
      heading: "What our analytics cookies do",
      body: [
        "If you accept cookies, two analytics tools are loaded:",
        {
          list: [
            "Vercel Web Analytics counts page views and a few product events, such as a completed onboarding task, with the page address, referrer, country, browser and device type. It works without setting cookies of its own and does not follow you across other websites.",
            "PostHog gives us product analytics with session recording. It stores an identifier in a cookie so it can connect the pages you view within our site, and it can record clicks, scrolling and page changes so we can see where people get stuck. Text you type into form fields is masked.",
          ],
        },
        `We use what we learn to improve pages and features for the marketers, founders, creators and agencies who use ${site.name}. The data is not used to show you ads. More about the data involved is in our Privacy Policy at /privacy-policy.`,
      ],
    },
    {
      id: "your-consent",
      heading: "Your consent and how to change it",
      body: [
        "When you first visit, a cookie banner asks for your choice. Analytics cookies are set only after you click Accept. If you click Decline, or ignore the banner, no analytics code is loaded and no analytics cookies are set.",
        "You can change your choice at any time from the Cookie settings link in the footer of every page. The banner opens again and you can accept or decline. If you withdraw consent, analytics stop being loaded from then on; you can remove cookies that were already set through your browser settings, as described below.",
      ],
    },
    {
      id: "browser-controls",
      heading: "Browser controls",
      body: [
        "Every major browser lets you see, block and delete cookies. Blocking all cookies will also block the cookie that keeps you signed in, so you will not be able to use your account while it is blocked.",
        {
          list: [
            "Google Chrome: open Settings, go to Privacy and security, then Third-party cookies to block cookies, or Delete browsing data to remove cookies and site data. Under Site settings you can view and delete the data stored by a single site.",
            "Mozilla Firefox: open Settings, go to Privacy and Security, and under Cookies and Site Data choose Manage Data to remove cookies for a single site or Clear Data to remove all. Enhanced Tracking Protection set to Strict blocks more trackers.",
            "Apple Safari on Mac: open Safari, then Settings, then Privacy. Choose Block all cookies, or Manage Website Data to remove data for individual sites.",
            "Safari on iPhone and iPad: open the Settings app, go to Safari, switch on Block All Cookies, or tap Clear History and Website Data.",
            "Microsoft Edge: open Settings, go to Privacy, search, and services to set tracking prevention, or to Cookies and site permissions, then Manage and delete cookies and site data.",
          ],
        },
        "Menu names change from one browser version to the next. If you cannot find an option, search your browser's help pages for cookies.",
      ],
    },
    {
      id: "opt-out-add-ons",
      heading: "Opt-out with browser add-ons",
      body: [
        "Besides declining in our cookie banner, you can block analytics with browser add-ons. Privacy and tracker-blocking extensions, such as uBlock Origin, Privacy Badger or Ghostery, stop analytics scripts from loading on the sites you visit, including ours. The site keeps working without analytics.",
      ],
    },
    {
      id: "updates",
      heading: "Updates to this policy",
      body: [
        "If we change the cookies we use, we will update this policy and the date at the top. Account holders are notified of changes by email. If a change needs new consent, the cookie banner will ask you again.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      body: [
        `Questions about cookies or privacy? Write to ${company.privacyEmail}.`,
      ],
    },
  ],
};

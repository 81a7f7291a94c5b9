import type { LegalDocument } from "../types";
import { company } from "../../../lib/config/marketing/company";
import { site } from "../../../lib/config/marketing/site";
import { legal } from "../../../lib/config/marketing/legal";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  description: `How ${company.legalName} collects, uses and protects personal data when you use ${site.name}, its website and its browser extension.`,
  lastUpdated: "2026-11-23",
  intro: [
    `This policy explains what personal data ${company.legalName} processes when you visit the ${site.name} website, use the ${site.name} app or its browser extension, why we do it, who helps us, how long we keep it and which rights you have under the EU General Data Protection Regulation (GDPR).`,
    "The short version: we use your data to run your account, generate the copy you ask for, bill your subscription and keep the service secure. We do not sell your data, we do not use advertising cookies, and analytics only run after you accept cookies.",
  ],
  sections: [
    {
      id: "controller",
      heading: "Who is responsible for your data",
      body: [
        "The controller responsible for the processing of your personal data is:",
        {
          list: [
            company.legalName,
            `${company.street}, ${company.postalCode} ${company.city}, ${company.country}`,
            `Managing director: ${company.managingDirector}`,
            `Email for privacy requests: ${company.privacyEmail}`,
            `Phone: ${company.phone}`,
          ],
        },
        `For anything about your personal data, write to ${company.privacyEmail}. You can also use our contact form and choose the topic Privacy.`,
      ],
    },
    {
      id: "data-we-process",
      heading: "What data we process",
      body: [
        `Depending on how you use ${site.name}, we process the following categories of personal data:`,
        {
          list: [
            "Account data: your name, email address, a hash of your password (never the password itself), whether your email is confirmed, and your sign-in sessions.",
            "Subscription and payment data: your plan, trial dates, subscription status and the reference numbers our card payment provider Stripe gives us. Your payment information is handled by Stripe.",
            "Usage data: how many generations you have used in the current month and your plan's limit.",
            "Content data: the inputs you give the generator (for example product descriptions, audiences, headlines, outlines and brand voice presets), the copy generated for you and the copy you save.",
            "Onboarding data: your answers to the quick setup survey (goal, role, hours per week) and your checklist progress.",
            "Communication data: messages you send through the contact form (email, topic, message), your email address if you subscribe to the newsletter, and the emails we send you.",
            "Technical data: your IP address, browser type, the pages you request and the time of each request, as recorded by our servers.",
            "Analytics data, only if you accept cookies: see the section on analytics below.",
          ],
        },
      ],
    },
    {
      id: "account-and-payments",
      heading: "Your account and payments",
      body: [
        `We use your account data to create and secure your account, confirm your email address, let you sign in, reset your password, enforce your plan's limits and contact you about your account and subscription.`,
        "Payments are processed by our card payment provider Stripe. You enter your card details directly into Stripe's payment form, so your full card number never reaches our servers. Stripe tells us whether a payment succeeded and gives us a customer and subscription reference, which we store with your account. Stripe processes payment information under its own privacy policy and acts as an independent controller for fraud prevention and for its obligations under financial regulation.",
      ],
    },
    {
      id: "ai-providers",
      heading: "Generated content and AI providers",
      body: [
        `To generate copy, ${site.name} sends your inputs, your selected brand voice preset and the instructions needed for the requested format to one of two AI providers: OpenAI and Anthropic. These requests are made from our servers only. Your browser never talks to the AI providers directly, and we do not send them your name, email address or payment information.`,
        "The providers return the generated text to our servers, which pass it on to you and store it in your account if you save it. Both providers process the data as our processors under their API business terms, which by default do not allow them to use API inputs or outputs to train their models. We do not use your inputs or outputs to train AI models either, and we never sell them.",
        "Please do not put other people's sensitive personal data, such as health information, into your inputs. The generator does not need it to write good copy.",
      ],
    },
    {
      id: "email-delivery",
      heading: "Email delivery",
      body: [
        `We send emails such as confirmation links, password reset codes, notices about your subscription and changes to our terms, and, if you subscribed, the newsletter. Delivery is handled by Resend, which receives your email address and the content of each message as our processor. You can unsubscribe from the newsletter at any time with the link in every newsletter email or by writing to ${company.privacyEmail}. Emails that are necessary to run your account are not marketing and are sent as long as you have an account.`,
      ],
    },
    {
      id: "hosting",
      heading: "Hosting and server logs",
      body: [
        `The ${site.name} website and app are hosted by Vercel, and your account, subscription and saved content are stored in our database with our hosting provider. Every request to our servers is processed there, which includes your IP address, browser information, the requested page and the time of the request.`,
        "We use this technical data to deliver the pages you request, to keep the service stable and secure, to detect abuse and to limit repeated submissions of the contact form from the same IP address. Server logs are kept only as long as we need them for these purposes and then deleted.",
      ],
    },
    {
      id: "analytics",
      heading: "Analytics, only after cookie consent",
      body: [
        "We use two analytics tools to understand which pages and features help our users, and both are loaded only after you click Accept in the cookie banner. If you decline or simply do not decide, no analytics code is downloaded and no analytics events are sent.",
        {
          list: [
            "Vercel Web Analytics counts page views and events with the page address, referrer, country, browser, operating system and device type. It does not set cookies and identifies visits with a hash that is discarded after one day.",
            "PostHog provides product analytics with session recording. It records the events we define (for example page views, a completed onboarding task or a finished demo) and can record how you interact with our pages, such as clicks, scrolling and page changes, so we can see where people get stuck. Text you type into form fields is masked in recordings. PostHog stores an identifier in a cookie in your browser, and we use PostHog's EU cloud.",
          ],
        },
        `The legal basis is your consent. You can withdraw it at any time with the Cookie settings link in the footer of every page; details are in our Cookie Policy at /cookie-policy.`,
      ],
    },
    {
      id: "browser-extension",
      heading: "The browser extension",
      body: [
        `The ${site.name} browser extension stores its secret key and your persona settings locally in your browser, in the extension's own storage. The key is sent with each request to our backend only to prove that the request comes from you. You can remove both at any time by clearing the extension's data or uninstalling the extension.`,
        "When you ask the extension for a reply on X, Threads or Instagram, it reads the post you are replying to in the active tab and sends that text, the tone you chose and your persona settings to our backend. Our servers generate the reply with one of the AI providers named above and return it to the extension. The extension does not collect your browsing history.",
      ],
    },
    {
      id: "legal-bases",
      heading: "Legal bases",
      body: [
        "We process personal data only where the GDPR allows it:",
        {
          list: [
            "Performance of a contract, Art. 6 (1) (b) GDPR: your account, trial and subscription, generating and storing your copy, the browser extension, account emails and answering your support requests.",
            "Legal obligation, Art. 6 (1) (c) GDPR: keeping invoices and payment records under tax and commercial law, and notifying authorities of data breaches.",
            "Legitimate interests, Art. 6 (1) (f) GDPR: keeping the service secure and available, preventing abuse and fraud, server logs, rate limiting and answering messages from people who are not customers.",
            "Consent, Art. 6 (1) (a) GDPR together with § 25 (1) TDDDG: analytics cookies and session recording, and the newsletter. You can withdraw consent at any time with effect for the future.",
          ],
        },
      ],
    },
    {
      id: "international-transfers",
      heading: "Recipients and international transfers",
      body: [
        "We share personal data only with the service providers named in this policy, and only as far as each one needs it to do its job. Where we use processors, we have data processing agreements with them.",
        "Some of these providers, including OpenAI, Anthropic, Stripe, Resend and Vercel, are based in the United States or may access data from there. Such transfers rely on the EU-US Data Privacy Framework where the provider is certified under it, and otherwise on the European Commission's standard contractual clauses. You can ask us for a copy of the safeguards that apply.",
      ],
    },
    {
      id: "retention-and-deletion",
      heading: "Retention and deletion",
      body: [
        `We keep your account data and content for as long as your account exists. You can delete your account at any time in your profile settings. Your account and everything it owns are removed from our live systems at once, and all of your personal data, including copies in backups, is deleted within ${legal.accountDeletionDays} days of account deletion.`,
        "There are two exceptions. Invoices and payment records are kept for as long as German tax and commercial law requires, currently up to ten years, and are used for nothing else. Data we need to establish or defend a legal claim is kept until the matter is closed.",
        "Contact form messages are kept as long as we need them to handle your request and any follow-up. Newsletter subscriptions are kept until you unsubscribe.",
      ],
    },
    {
      id: "security-and-breaches",
      heading: "Security and data breaches",
      body: [
        "We protect your data with encrypted connections (HTTPS), hashed passwords, access limited to the people who need it, and server-side checks on every request.",
        `No system is perfectly secure. If a personal data breach occurs that is likely to put your rights at risk, we will notify the competent supervisory authority and you, by email, within ${legal.breachNoticeHours} hours of becoming aware of it. We will tell you what happened, which data is affected, what we are doing about it and what you can do to protect yourself.`,
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      body: [
        "Under the GDPR you have the right to:",
        {
          list: [
            "Access: get confirmation whether we process your data and a copy of it.",
            "Rectification: have incorrect or incomplete data corrected.",
            "Erasure: have your data deleted where there is no reason for us to keep it.",
            "Restriction: have the processing of your data limited while a question about it is being resolved.",
            "Portability: receive the data you gave us in a structured, commonly used, machine-readable format, or have it sent to another provider.",
            "Objection: object at any time to processing based on our legitimate interests, for reasons arising from your particular situation.",
            "Withdrawal of consent: withdraw any consent you gave, with effect for the future.",
            `Complaint: lodge a complaint with a data protection supervisory authority, in particular in the EU country where you live or work, or with the authority responsible for us in ${company.city}.`,
          ],
        },
        `To use any of these rights, write to ${company.privacyEmail}. We answer every rights request within ${legal.rightsRequestDays} days. We may ask you to confirm your identity first, usually by replying from the email address of your account.`,
      ],
    },
    {
      id: "minimum-age",
      heading: "Minimum age",
      body: [
        `${site.name} is a professional tool and is only for people aged ${legal.minimumAge} or older. We do not knowingly collect personal data from anyone younger. If you believe someone under ${legal.minimumAge} has created an account, write to ${company.privacyEmail} and we will delete it.`,
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      body: [
        "We update this policy when our product or the providers we use change. The date at the top shows the latest version. If a change materially affects how we process your data, we will tell account holders by email before it takes effect.",
      ],
    },
    {
      id: "contact",
      heading: "Contact for privacy requests",
      body: [
        `Send privacy questions and requests to ${company.privacyEmail}, or by post to ${company.legalName}, ${company.street}, ${company.postalCode} ${company.city}, ${company.country}. For everything else, reach us at ${company.email}.`,
      ],
    },
  ],
};

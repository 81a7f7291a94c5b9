import type { LegalDocument } from "../types";
import { company } from "../../../lib/config/marketing/company";
import { site } from "../../../lib/config/marketing/site";

export const imprint: LegalDocument = {
  title: "Imprint",
  description: `Legal notice for ${site.name}: the provider ${company.legalName}, its contact details, registration and responsibility for content.`,
  lastUpdated: "2026-11-23",
  intro: [
    `${site.name} is operated by ${company.legalName}. This page gives the information required under § 5 of the German Digital Services Act (DDG) and § 18 of the Interstate Media Treaty (MStV).`,
  ],
  sections: [
    {
      id: "company-information",
      heading: "Company information",
      body: [
        {
          list: [
            company.legalName,
            `${company.street}, ${company.postalCode} ${company.city}, ${company.country}`,
            `Represented by the managing director: ${company.managingDirector}`,
            `Commercial register: ${company.registerCourt}, ${company.registerNumber}`,
            `VAT identification number under § 27a UStG: ${company.vatId}`,
          ],
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      body: [
        {
          list: [
            `Email: ${company.email}`,
            `Phone: ${company.phone}`,
            `Privacy requests: ${company.privacyEmail}`,
          ],
        },
      ],
    },
    {
      id: "responsible-for-content",
      heading: "Responsible for content",
      body: [`Responsible for content under § 18 (2) MStV: ${company.contentResponsible}.`],
    },
    {
      id: "consumer-dispute-resolution",
      heading: "Consumer dispute resolution",
      body: [
        "We are neither willing nor obliged to participate in dispute resolution proceedings before a consumer arbitration board (§ 36 VSBG).",
        `The European Commission's online dispute resolution (ODR) platform was closed on 20 July 2025, so we no longer link to it. If you have a complaint, write to us at ${company.email} and we will work with you to resolve it.`,
      ],
    },
    {
      id: "liability-for-content",
      heading: "Liability for content",
      body: [
        "We write the content of these pages with care, but we cannot guarantee that it is always accurate, complete and up to date. As a service provider, we are responsible for our own content on these pages under § 7 (1) DDG and the general laws.",
        "Under §§ 8 to 10 DDG, we are not obliged to monitor third-party information that we transmit or store, or to search for circumstances that indicate illegal activity. Obligations to remove or block the use of information under the general laws remain unaffected. Liability in this respect is only possible from the moment we become aware of a specific infringement. As soon as we learn of such an infringement, we will remove the content concerned without delay.",
        `Copy generated with ${site.name} is created at the request of our users, who are responsible for what they publish.`,
      ],
    },
    {
      id: "liability-for-links",
      heading: "Liability for links",
      body: [
        "Our pages contain links to external websites of third parties, whose content we cannot influence. We therefore cannot accept any liability for this third-party content; the respective provider or operator of the linked pages is always responsible for it. We checked the linked pages for possible legal violations when we linked them, and no illegal content was apparent at that time.",
        "Permanent monitoring of the content of linked pages is not reasonable without concrete evidence of an infringement. As soon as we become aware of an infringement, we will remove the link concerned without delay.",
      ],
    },
    {
      id: "copyright",
      heading: "Copyright",
      body: [
        `The content and works created by ${company.legalName} on these pages, including text, graphics, the ${site.name} logo and blog articles, are subject to German copyright law. Copying, editing, distributing or any kind of use beyond the limits of copyright law requires our written consent. Downloads and copies of these pages are permitted only for private, non-commercial use.`,
        "Where content on these pages was not created by us, the copyrights of third parties are respected and such content is marked as such. If you nevertheless notice a copyright infringement, please let us know. As soon as we become aware of an infringement, we will remove the content concerned without delay.",
      ],
    },
  ],
};

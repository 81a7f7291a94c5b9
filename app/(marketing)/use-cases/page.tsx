import { Check } from "lucide-react";

import { StartTrialButton } from "@/components/auth/start-trial-button";
import { DemoVideoButton } from "@/components/marketing/demo-video-button";
import { ContentIcon } from "@/components/marketing/icon";
import { PageHeader } from "@/components/marketing/page-header";
import { Section } from "@/components/marketing/section";
import { UseCaseCard } from "@/components/marketing/use-case-card";
import { audiences, useCases } from "@/content/pages/use-cases";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Use cases",
  description:
    "How marketing teams, content creators, small business owners and agencies use Hookline for social media, email, ads and content marketing.",
  path: "/use-cases",
});

export default function UseCasesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Use cases"
        title="Who Benefits Most"
        intro="Hookline fits anyone who has to publish good copy on a deadline. Here is how four kinds of teams use it."
      >
        <StartTrialButton size="lg" />
        <DemoVideoButton />
      </PageHeader>
      <Section
        title="Built for the people who ship the words"
        intro="Four audiences, four ways Hookline takes the blank page off their plate."
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {audiences.map((audience) => (
            <li key={audience.title} className="rounded-xl border bg-background p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                  <ContentIcon name={audience.icon} className="size-5" />
                </span>
                <h3 className="text-lg font-semibold">{audience.title}</h3>
              </div>
              <p className="mt-3 text-sm text-muted-foreground">{audience.description}</p>
              <ul className="mt-4 grid gap-2 text-sm">
                {audience.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    {benefit}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="What they write with it"
        intro="Real jobs, from the first prompt to the published post."
        className="bg-muted/40"
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {useCases.map((card) => (
            <li key={card.title} className="flex">
              <UseCaseCard card={card} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

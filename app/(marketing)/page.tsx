import { Suspense } from "react";

import { NextPathCapture } from "@/components/auth/next-path-capture";
import { StartTrialButton } from "@/components/auth/start-trial-button";
import { FaqList } from "@/components/marketing/faq";
import { FeatureList } from "@/components/marketing/feature-list";
import { ContentIcon } from "@/components/marketing/icon";
import { Pricing } from "@/components/marketing/pricing";
import { RoiCalculator } from "@/components/marketing/roi-calculator";
import { ScrollCards } from "@/components/marketing/scroll-cards";
import { ScrollHint } from "@/components/marketing/scroll-hint";
import { ScrollToSection } from "@/components/marketing/scroll-to-section";
import { Section } from "@/components/marketing/section";
import { StructuredData } from "@/components/marketing/structured-data";
import { SiteLink } from "@/components/navigation/site-link";
import { Button } from "@/components/ui/button";
import { features } from "@/content/pages/features";
import { faqs, hero, scrollCards } from "@/content/pages/landing";
import { site } from "@/lib/config/marketing/site";
import { trial } from "@/lib/config/plans";
import { env } from "@/lib/env";
import landingSamples from "@/lib/marketing/landing-samples.json";
import { pageMetadata } from "@/lib/seo/metadata";
import { organization, website } from "@/lib/seo/structured-data";

export const metadata = pageMetadata({
  title: site.title,
  description: site.description,
  path: "/",
  brandInTitle: true,
});

export default function HomePage() {
  return (
    <>
      <StructuredData data={organization(env.APP_URL)} />
      <StructuredData data={website(env.APP_URL)} />
      <NextPathCapture />
      <Suspense fallback={null}>
        <ScrollToSection />
      </Suspense>

      <section className="bg-gradient-to-b from-secondary/70 to-background px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-28">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6">
          <p className="rounded-full bg-background px-3 py-1 text-sm font-medium text-secondary-foreground shadow-sm">
            {hero.eyebrow}
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">{hero.title}</h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">{hero.subtitle}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <StartTrialButton size="lg" />
            <Button asChild size="lg" variant="outline">
              <a href="#pricing">See pricing</a>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            {trial.days} days free · {trial.generations} generations · cancel any time ·{" "}
            <SiteLink
              href="/onboarding/demo?demo=1"
              className="font-medium text-foreground underline underline-offset-4"
            >
              try the demo first
            </SiteLink>
          </p>
          <ScrollHint />
        </div>
      </section>

      <Section eyebrow="How it works" title="From brief to published in three steps">
        <ScrollCards
          cards={scrollCards.map((card, index) => ({
            ...card,
            icon: <ContentIcon name={card.icon} className="size-5" />,
            sample: landingSamples[index],
          }))}
        />
      </Section>

      <Section
        id="featureList"
        eyebrow="Features"
        title="One workspace for every line you publish"
        className="bg-muted/40"
      >
        <div className="mx-auto max-w-3xl">
          <FeatureList
            features={features}
            icons={Object.fromEntries(
              features.map((feature) => [
                feature.id,
                <ContentIcon key={feature.id} name={feature.icon} className="size-5" />,
              ]),
            )}
          />
        </div>
      </Section>

      <Section
        id="pricing"
        eyebrow="Pricing"
        title="Simple plans that grow with your content"
        intro={`Start with a ${trial.days}-day free trial and ${trial.generations} generations. Pick the plan that fits when you are ready.`}
      >
        <div className="mx-auto max-w-4xl">
          <Pricing />
        </div>
      </Section>

      <Section
        id="roi"
        eyebrow="ROI calculator"
        title="What would Hookline save you?"
        intro="Move the slider to the hours you spend writing copy each week."
        className="bg-muted/40"
      >
        <div className="mx-auto max-w-3xl">
          <RoiCalculator />
        </div>
      </Section>

      <Section id="faq" eyebrow="FAQ" title="Questions marketers ask us">
        <FaqList faqs={faqs} />
      </Section>
    </>
  );
}

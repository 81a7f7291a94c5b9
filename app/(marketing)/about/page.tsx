import { StartTrialButton } from "@/components/auth/start-trial-button";
import { ContentIcon } from "@/components/marketing/icon";
import { PageHeader } from "@/components/marketing/page-header";
import { Section } from "@/components/marketing/section";
import { LazyImage } from "@/components/performance/lazy-image";
import { about } from "@/content/pages/about";
import { pageMetadata } from "@/lib/seo/metadata";

// The intro is too long for search results (about 160 characters), so the description is its short form.
export const metadata = pageMetadata({
  title: "About",
  description:
    "Hookline is an AI copywriter for marketers, founders, creators and agencies who publish every week and want every line to sound like their brand.",
  path: "/about",
});

export default function AboutPage() {
  return (
    <>
      <PageHeader eyebrow="About" title="We built the copywriter we wanted on our own team" intro={about.intro} />
      <Section title="Our story">
        <div className="mx-auto max-w-3xl space-y-5 text-lg leading-8 text-muted-foreground">
          {about.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section title="What we value" className="bg-muted/40">
        <ul className="grid gap-6 sm:grid-cols-2">
          {about.values.map((value) => (
            <li key={value.title} className="rounded-xl border bg-background p-6 shadow-sm">
              <span className="grid size-10 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                <ContentIcon name={value.icon} className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="The founder">
        <div className="mx-auto grid max-w-4xl items-start gap-10 md:grid-cols-[240px_1fr]">
          <LazyImage
            src="/images/founder.svg"
            alt={`Illustrated portrait of ${about.founder.name}`}
            width={240}
            height={240}
            className="h-auto w-full rounded-2xl"
          />
          <div>
            <h3 className="text-2xl font-semibold">{about.founder.name}</h3>
            <p className="text-primary">{about.founder.role}</p>
            <div className="mt-4 space-y-4 text-muted-foreground">
              {about.founder.bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <StartTrialButton className="mt-6" />
          </div>
        </div>
      </Section>
    </>
  );
}

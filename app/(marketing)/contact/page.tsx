import { ContactForm } from "@/components/contact/contact-form";
import { PageHeader } from "@/components/marketing/page-header";
import { legal } from "@/lib/config/marketing/legal";
import { site } from "@/lib/config/marketing/site";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Contact",
  description:
    "Questions, bugs, feature ideas or privacy requests: write to the Hookline team and we will answer within one business day.",
  path: "/contact",
});

export default function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Talk to the team behind Hookline"
        intro="Found a bug, missing a feature, or need something about your data? Tell us. A real person reads every message."
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-[1fr_2fr]">
        <aside className="space-y-4 text-sm text-muted-foreground">
          <h2 className="text-base font-semibold text-foreground">Other ways to reach us</h2>
          <p>
            Email us at{" "}
            <a href={`mailto:${site.contactEmail}`} className="font-medium text-primary underline underline-offset-4">
              {site.contactEmail}
            </a>
            .
          </p>
          <p>Privacy requests are answered within {legal.rightsRequestDays} days, usually much sooner.</p>
          <p>
            For feature requests, pick the topic &quot;Request a feature&quot;: they go straight onto our roadmap board.
          </p>
        </aside>
        <ContactForm />
      </div>
    </>
  );
}

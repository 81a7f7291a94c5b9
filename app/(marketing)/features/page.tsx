import { StartTrialButton } from "@/components/auth/start-trial-button";
import { ContentIcon } from "@/components/marketing/icon";
import { PageHeader } from "@/components/marketing/page-header";
import { features } from "@/content/pages/features";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Features",
  description:
    "Ads, social posts, emails, video scripts, blog copy, content plans and hooks in your brand voice: the six things Hookline does for your marketing.",
  path: "/features",
});

export default function FeaturesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Features"
        title="Everything you need to write copy that converts"
        intro="Six tools in one workspace, tuned for the channels marketers actually publish on."
      >
        <StartTrialButton size="lg" />
      </PageHeader>
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.id} className="rounded-xl border bg-background p-6 shadow-sm">
            <span className="grid size-10 place-items-center rounded-lg bg-secondary text-secondary-foreground">
              <ContentIcon name={feature.icon} className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-semibold">{feature.title}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{feature.summary}</p>
            <div className="mt-3 space-y-2 text-sm text-muted-foreground">
              {feature.details.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

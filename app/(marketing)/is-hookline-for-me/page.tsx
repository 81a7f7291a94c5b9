import { StartTrialButton } from "@/components/auth/start-trial-button";
import { PageHeader } from "@/components/marketing/page-header";
import { UseCaseCard } from "@/components/marketing/use-case-card";
import { fitCards, fitIntro } from "@/content/pages/is-hookline-for-me";
import { pageMetadata } from "@/lib/seo/metadata";

// The subtitle is too long for search results (about 160 characters), so the description is its short form.
export const metadata = pageMetadata({
  title: "Is Hookline for me?",
  description:
    "How solopreneurs, founders, marketers, creators, small businesses and copywriters use Hookline to write ads, posts, emails and scripts in their own voice.",
  path: "/is-hookline-for-me",
});

export default function IsHooklineForMePage() {
  return (
    <>
      <PageHeader eyebrow="Is Hookline for me?" title={fitIntro.title} intro={fitIntro.subtitle}>
        <StartTrialButton size="lg" />
      </PageHeader>
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
        {fitCards.map((card) => (
          <li key={card.title} className="flex">
            <UseCaseCard card={card} headingLevel={2} />
          </li>
        ))}
      </ul>
    </>
  );
}

import { PageHeader } from "@/components/marketing/page-header";
import { SiteLink } from "@/components/navigation/site-link";
import { featureRequestNote, roadmap } from "@/content/pages/roadmap";
import type { RoadmapStatus } from "@/content/pages/types";
import { pageMetadata } from "@/lib/seo/metadata";
import { cn } from "@/lib/utils";

export const metadata = pageMetadata({
  title: "Roadmap",
  description: "What Hookline has shipped since Q3 2023, what we are building now, and what comes next.",
  path: "/Roadmap",
});

const badge: Record<RoadmapStatus, { label: string; className: string }> = {
  completed: { label: "Completed", className: "bg-emerald-100 text-emerald-900" },
  "in-progress": { label: "In progress", className: "bg-amber-100 text-amber-900" },
  planned: { label: "Planned", className: "bg-indigo-100 text-indigo-900" },
  future: { label: "Future", className: "bg-slate-200 text-slate-800" },
};

export default function RoadmapPage() {
  return (
    <>
      <PageHeader
        eyebrow="Roadmap"
        title="What we have built, and what comes next"
        intro="Hookline ships in small, useful steps. Here is the path so far and the road ahead."
      />
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <ol className="grid gap-12">
          {roadmap.map((period) => (
            <li key={period.period}>
              <section aria-labelledby={`period-${period.period.replace(/\W+/g, "-")}`}>
                <h2 id={`period-${period.period.replace(/\W+/g, "-")}`} className="text-2xl font-bold">
                  {period.period}
                </h2>
                <ul className="mt-4 grid gap-3">
                  {period.items.map((item) => (
                    <li
                      key={item.title}
                      className="flex flex-col gap-2 rounded-lg border bg-background p-4 sm:flex-row sm:items-start sm:justify-between"
                    >
                      <div>
                        <h3 className="font-semibold">{item.title}</h3>
                        <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
                      </div>
                      <span
                        data-status={item.status}
                        className={cn(
                          "shrink-0 self-start rounded-full px-2.5 py-0.5 text-xs font-semibold",
                          badge[item.status].className,
                        )}
                      >
                        {badge[item.status].label}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            </li>
          ))}
        </ol>
        <aside className="mt-16 rounded-xl border bg-secondary/60 p-6">
          <h2 className="font-semibold">Missing something?</h2>
          <p className="mt-2 text-sm text-muted-foreground">{featureRequestNote}</p>
          <SiteLink
            href="/contact"
            className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4"
          >
            Request a feature
          </SiteLink>
        </aside>
      </div>
    </>
  );
}

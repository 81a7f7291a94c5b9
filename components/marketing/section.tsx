import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

/** A landing-page section with its heading; `id` makes it a link target (?scrollTo=, #anchors). */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, "-")}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("scroll-mt-20 px-4 py-20 sm:px-6", className)}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          {eyebrow ? <p className="section-eyebrow">{eyebrow}</p> : null}
          <h2 id={headingId} className="section-title">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

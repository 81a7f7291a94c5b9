import type { UseCaseCard as UseCase } from "@/content/pages/types";

import { ContentIcon } from "./icon";

export function UseCaseCard({ card, headingLevel = 3 }: { card: UseCase; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col rounded-xl border bg-background p-6 shadow-sm">
      <span className="grid size-10 place-items-center rounded-lg bg-secondary text-secondary-foreground">
        <ContentIcon name={card.icon} className="size-5" />
      </span>
      <Heading className="mt-4 text-lg font-semibold">{card.title}</Heading>
      <p className="mt-2 text-sm text-muted-foreground">{card.description}</p>
      <figure className="mt-4 rounded-lg bg-muted p-4 text-sm">
        <figcaption className="font-medium">Example</figcaption>
        <p className="mt-1 text-muted-foreground">{card.example}</p>
      </figure>
      <p className="mt-4 text-sm font-semibold text-primary">{card.stat}</p>
    </article>
  );
}

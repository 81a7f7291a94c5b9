import type { UseCase } from "@/content/pages/types";

export function UseCaseCard({ card }: { card: UseCase }) {
  return (
    <article className="rounded-xl border p-6">
      <h3 className="text-lg font-semibold">{card.title}</h3>
      <p className="text-sm">{card.description}</p>
    </article>
  );
}

import type { ReactNode } from "react";

export function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="px-4 py-20">
      <h2 className="text-3xl font-bold">{title}</h2>
      {intro ? <p className="text-lg">{intro}</p> : null}
      {children}
    </section>
  );
}

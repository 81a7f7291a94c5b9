import type { ReactNode } from "react";

export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b bg-gradient-to-b from-secondary/60 to-background px-4 py-16 text-center sm:px-6 sm:py-20">
      <div className="mx-auto max-w-3xl">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </header>
  );
}

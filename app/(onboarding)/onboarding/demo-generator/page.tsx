import type { Metadata } from "next";

import { DemoGenerator } from "@/components/onboarding/demo-generator";
import { TemplatePicker } from "@/components/onboarding/template-picker";
import { currentSession } from "@/lib/auth/server-session";
import { demoCategoryOf } from "@/lib/onboarding/demo";

export const metadata: Metadata = { title: "Demo generator" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DemoGeneratorPage({ searchParams }: Props) {
  const category = demoCategoryOf((await searchParams).category);
  // Read once per request: the layout asked for the same session.
  const session = await currentSession().catch(() => null);
  if (!category) {
    return (
      <section className="mx-auto grid w-full max-w-4xl gap-6">
        <header className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Choose a template</h1>
          <p className="text-muted-foreground">The demo generator opens with a brief for it, filled in.</p>
        </header>
        <TemplatePicker hrefOf={(choice) => `/onboarding/demo-generator?category=${choice}`} />
      </section>
    );
  }
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Demo generator</h1>
        <p className="text-muted-foreground">
          The real generator with a brief filled in. Press Generate to see a sample; nothing is sent to a model or
          billed.
        </p>
      </header>
      {/* A new category starts a new form, with its own prefilled brief. */}
      <DemoGenerator key={category} category={category} signedIn={session !== null} />
    </section>
  );
}

import type { Metadata } from "next";
import { DemoTour } from "@/components/onboarding/demo-tour";

export const metadata: Metadata = { title: "Guided demo" };

export default function DemoPage() {
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Guided demo</h1>
        <p className="text-muted-foreground">Pick what you write most. Hookline shows you a finished sample for it; nothing is billed.</p>
      </header>
      <DemoTour />
    </section>
  );
}

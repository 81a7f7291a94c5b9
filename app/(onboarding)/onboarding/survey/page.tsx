import type { Metadata } from "next";
import { SurveyForm } from "@/components/onboarding/survey-form";

export const metadata: Metadata = { title: "Quick setup" };

export default function SurveyPage() {
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Quick setup</h1>
        <p className="text-muted-foreground">Three questions, so Hookline starts where you are.</p>
      </header>
      <SurveyForm />
    </section>
  );
}

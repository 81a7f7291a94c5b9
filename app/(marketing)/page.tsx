import { NextPathCapture } from "@/components/auth/next-path-capture";
import { StartTrialButton } from "@/components/auth/start-trial-button";
import { billing, plans, trial } from "@/lib/config/plans";
import { site } from "@/lib/config/site";

const price = new Intl.NumberFormat("en-US", { style: "currency", currency: billing.currency });

// The full landing page (scroll cards, features, pricing, ROI calculator, FAQ) arrives with the marketing site.
export default function HomePage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-24 text-center sm:px-6">
      <p className="rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">
        {trial.days}-day free trial · {trial.generations} generations
      </p>
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        Copy that hooks, written in seconds
      </h1>
      <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{site.description}</p>
      <StartTrialButton size="lg" />
      <NextPathCapture />
      <ul className="mt-6 grid w-full gap-4 text-left sm:grid-cols-2">
        {Object.values(plans).map((plan) => (
          <li key={plan.id} className="rounded-lg border p-5">
            <h2 className="font-semibold">{plan.name}</h2>
            <p className="mt-1 text-2xl font-bold">
              {price.format(plan.monthlyPrice)}
              <span className="text-sm font-normal text-muted-foreground"> / month</span>
            </p>
            <p className="mt-2 text-sm text-muted-foreground">
              {plan.generationsPerMonth} generations a month · {plan.brandVoicePresets} brand voice presets
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

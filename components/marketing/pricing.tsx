import { StartTrialButton } from "@/components/auth/start-trial-button";
import { SpriteIcon } from "@/components/icons/sprite-icon";
import { plans, trial } from "@/lib/config/plans";
import { planPrice } from "@/lib/format";
import { cn } from "@/lib/utils";

const shared = [
  `${trial.days}-day free trial with ${trial.generations} generations`,
  "Renews monthly; cancel any time, access lasts until the period ends",
  "Unused generations do not roll over; usage resets monthly",
  "Failed requests never cost a generation",
];

/** The two plans, from the one plans config; each button opens sign-up for a visitor and checkout for a user. */
export function Pricing() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {Object.values(plans).map((plan) => {
        const featured = plan.id === "pro";
        return (
          <article
            key={plan.id}
            aria-labelledby={`plan-${plan.id}`}
            className={cn(
              "flex flex-col rounded-2xl border bg-background p-8 shadow-sm",
              featured && "border-primary ring-2 ring-primary",
            )}
          >
            <div className="flex items-center justify-between gap-4">
              <h3 id={`plan-${plan.id}`} className="text-xl font-semibold">
                {plan.name}
              </h3>
              {featured ? (
                <span className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
                  Most popular
                </span>
              ) : null}
            </div>
            <p className="mt-4">
              <span className="text-4xl font-bold">{planPrice.format(plan.monthlyPrice)}</span>
              <span className="text-muted-foreground"> / month</span>
            </p>
            <ul className="plan-features mt-6 grid gap-3 text-sm">
              {[
                `${plan.generationsPerMonth} generations a month`,
                `${plan.brandVoicePresets} brand voice presets`,
                ...shared,
              ].map((line) => (
                <li key={line}>
                  <SpriteIcon name="check" />
                  {line}
                </li>
              ))}
            </ul>
            <StartTrialButton
              plan={plan.id}
              className="mt-8"
              size="lg"
              variant={featured ? "default" : "outline"}
              aria-label={`Start your free trial of ${plan.name}`}
            >
              Start Your Free Trial
            </StartTrialButton>
          </article>
        );
      })}
    </div>
  );
}

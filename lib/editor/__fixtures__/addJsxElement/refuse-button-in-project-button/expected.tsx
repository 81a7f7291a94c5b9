import { StartTrialButton } from "@/components/auth/start-trial-button";

export function Hero() {
  return (
    <section className="py-24">
      <h1 className="text-4xl font-bold">Copy that sounds like you</h1>
      <StartTrialButton size="lg">Start Your Free Trial</StartTrialButton>
    </section>
  );
}

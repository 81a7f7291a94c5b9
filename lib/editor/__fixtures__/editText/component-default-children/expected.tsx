import { StartTrialButton } from "@/components/start-trial-button";

export function Hero() {
  return (
    <div className="flex gap-3">
      <StartTrialButton size="lg">Try Hookline &amp; see</StartTrialButton>
      <StartTrialButton size="sm" />
    </div>
  );
}

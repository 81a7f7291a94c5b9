import { StartTrialButton } from "@/components/start-trial-button";

export function Hero() {
  return (
    <div className="flex gap-3">
      <StartTrialButton size="lg" />
      <StartTrialButton size="sm" />
    </div>
  );
}

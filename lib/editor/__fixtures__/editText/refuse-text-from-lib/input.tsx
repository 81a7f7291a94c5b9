import { trial } from "@/lib/config/plans";

export function TrialName() {
  return <p className="text-sm">{trial.name}</p>;
}

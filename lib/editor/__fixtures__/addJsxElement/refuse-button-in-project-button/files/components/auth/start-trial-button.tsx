import { StartTrialButtonClient, type StartTrialButtonProps } from "./start-trial-button-client";

export function StartTrialButton({ children = "Start Your Free Trial", ...props }: StartTrialButtonProps) {
  return <StartTrialButtonClient {...props}>{children}</StartTrialButtonClient>;
}

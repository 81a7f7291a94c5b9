import { buttonVariants, type ButtonLooks } from "@/components/ui/button-variants";

import { StartTrialButtonClient, type StartTrialButtonProps } from "./start-trial-button-client";

/**
 * Every "Start Your Free Trial" / "Get started" in the product: a visitor gets the sign-up view; a signed-in user goes
 * to checkout when the button names a plan, and to the dashboard otherwise. Its classes are worked out here, on the
 * server, so the browser loads none of the button styles' code with the page.
 */
export function StartTrialButton({
  children = "Start Your Free Trial",
  variant,
  size,
  className,
  ...props
}: Omit<StartTrialButtonProps, "className"> & ButtonLooks) {
  return (
    <StartTrialButtonClient {...props} className={buttonVariants({ variant, size, className })}>
      {children}
    </StartTrialButtonClient>
  );
}

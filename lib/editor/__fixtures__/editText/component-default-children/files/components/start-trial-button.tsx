import type { ComponentProps } from "react";

export function StartTrialButton({ children = "Start Your Free Trial", size, ...props }: ComponentProps<"button"> & { size: "sm" | "lg" }) {
  return (
    <button data-size={size} {...props}>
      {children}
    </button>
  );
}

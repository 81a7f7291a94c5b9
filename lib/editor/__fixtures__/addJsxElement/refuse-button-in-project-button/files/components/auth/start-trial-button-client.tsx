"use client";

import type { ComponentProps } from "react";

export type StartTrialButtonProps = ComponentProps<"button"> & { size?: "sm" | "lg" };

export function StartTrialButtonClient({ children, disabled, ...props }: StartTrialButtonProps) {
  if (disabled === undefined && children === null) return null;
  return (
    <button type="button" {...props}>
      {children}
    </button>
  );
}

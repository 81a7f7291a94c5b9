import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";

import { buttonVariants, type ButtonLooks } from "./button-variants";

type ButtonProps = ComponentProps<"button"> & Omit<ButtonLooks, "className"> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
}

export { buttonVariants };

import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (tailwind-merge would cost every page
 * about 8 KB gzip of JavaScript), so pass components additive classes and express alternatives as variants.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

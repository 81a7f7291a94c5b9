// The button's looks without its component: client components on every page's first load (the top bar, the error
// screens, pricing buttons) style plain elements with them, which keeps Radix's Slot out of that load.
// `btn` (app/globals.css) holds the looks every button shares, its icon's size among them.
const base = "btn";

const variants = {
  default: "bg-primary text-primary-foreground hover:bg-primary/90",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  outline: "border bg-background hover:bg-accent hover:text-accent-foreground",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  destructive: "bg-destructive text-white hover:bg-destructive/90",
  link: "text-primary underline-offset-4 hover:underline",
};

const sizes = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3",
  lg: "h-11 px-6",
  icon: "size-10",
};

export type ButtonLooks = {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
  className?: string;
};

/** The classes of a button in `variant` and `size` (both "default" when left out), then `className`. */
export function buttonVariants({ variant, size, className }: ButtonLooks = {}): string {
  return [base, variants[variant ?? "default"], sizes[size ?? "default"], className].filter(Boolean).join(" ");
}

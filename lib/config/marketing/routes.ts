// The product's routes in one place: the footer's links, the sitemap and the sign-in guard read from here.
// A public page that exists sets `indexed: true`; the sitemap lists only those.

export type PublicRoute = {
  path: string;
  label: string;
  group: "product" | "company" | "legal";
  indexed: boolean;
};

export const publicRoutes: readonly PublicRoute[] = [
  { path: "/", label: "Home", group: "product", indexed: true },
  { path: "/features", label: "Features", group: "product", indexed: true },
  { path: "/use-cases", label: "Use cases", group: "product", indexed: true },
  { path: "/is-hookline-for-me", label: "Is Hookline for me?", group: "product", indexed: true },
  { path: "/blog", label: "Blog", group: "product", indexed: true },
  { path: "/docs/api", label: "API", group: "product", indexed: true },
  { path: "/Roadmap", label: "Roadmap", group: "company", indexed: true },
  { path: "/about", label: "About", group: "company", indexed: true },
  { path: "/contact", label: "Contact", group: "company", indexed: true },
  { path: "/privacy-policy", label: "Privacy Policy", group: "legal", indexed: true },
  { path: "/terms-of-service", label: "Terms of Service", group: "legal", indexed: true },
  { path: "/cookie-policy", label: "Cookie Policy", group: "legal", indexed: true },
  { path: "/imprint", label: "Imprint", group: "legal", indexed: true },
];

/** Screens behind the sign-in guard; each prefix also covers its sub-paths. */
export const protectedRoutes = [
  "/dashboard",
  "/generator",
  "/profile",
  "/presets-settings",
  "/hook-generator",
  "/campaigns",
] as const;

export function isProtectedPath(pathname: string): boolean {
  return protectedRoutes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

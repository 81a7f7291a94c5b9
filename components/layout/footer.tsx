import { LogoMark } from "@/components/brand/logo-mark";
import { CookieSettingsButton } from "@/components/consent/cookie-settings-button";
import { SiteLink } from "@/components/navigation/site-link";
import { publicRoutes, type PublicRoute } from "@/lib/config/marketing/routes";
import { site } from "@/lib/config/marketing/site";

const groups: { id: PublicRoute["group"]; title: string }[] = [
  { id: "product", title: "Product" },
  { id: "company", title: "Company" },
  { id: "legal", title: "Legal" },
];

export function Footer() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="space-y-3">
          <p className="flex items-center gap-2 font-semibold">
            <LogoMark className="size-6" />
            {site.name}
          </p>
          <p className="text-sm text-muted-foreground">{site.tagline}.</p>
          <a
            href={`mailto:${site.contactEmail}`}
            className="inline-flex min-h-6 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {site.contactEmail}
          </a>
        </div>
        {groups.map((group) => (
          <nav key={group.id} aria-label={group.title}>
            <h2 className="text-sm font-semibold">{group.title}</h2>
            <ul className="footer-links mt-3 space-y-2 text-sm text-muted-foreground">
              {publicRoutes
                .filter((route) => route.group === group.id)
                .map((route) => (
                  <li key={route.path}>
                    <SiteLink href={route.path}>{route.label}</SiteLink>
                  </li>
                ))}
              {group.id === "legal" ? (
                <li>
                  <CookieSettingsButton />
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t py-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}

import { SiteLink } from "@/components/navigation/site-link";
import { Button } from "@/components/ui/button";
import { site } from "@/lib/config/marketing/site";

/**
 * What the 404 page says, inside whichever frame the page has (the site's top bar and footer, or the app's); the
 * frame holds the page's <main>.
 */
export function NotFoundContent() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight">Page Not Found</h1>
      <p className="text-muted-foreground">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <SiteLink href="/">Back to Home</SiteLink>
        </Button>
        <Button asChild variant="outline">
          <SiteLink href="/contact">Contact Us</SiteLink>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Or write to us at{" "}
        <a href={`mailto:${site.contactEmail}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {site.contactEmail}
        </a>
      </p>
    </div>
  );
}

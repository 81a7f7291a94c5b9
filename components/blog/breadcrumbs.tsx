import { SiteLink } from "@/components/navigation/site-link";
import type { Crumb } from "@/lib/seo/structured-data";

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1.5">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="text-foreground">
                {crumb.name}
              </span>
            ) : (
              <SiteLink href={crumb.path} className="hover:text-foreground">
                {crumb.name}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

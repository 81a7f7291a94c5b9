import { SiteLink } from "@/components/navigation/site-link";
import { site } from "@/lib/config/marketing/site";

import { LogoMark } from "./logo-mark";

export function Logo() {
  return (
    <SiteLink
      href="/"
      className="flex items-center gap-2 rounded-md font-semibold tracking-tight focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <LogoMark className="size-7" />
      <span className="text-lg">{site.name}</span>
    </SiteLink>
  );
}

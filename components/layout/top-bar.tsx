import { AccountSlot } from "@/components/auth/account-slot";
import { Logo } from "@/components/brand/logo";
import { SiteLink } from "@/components/navigation/site-link";
import { buttonVariants } from "@/components/ui/button-variants";

import { NavMenu } from "./nav-menu";

const navigation = [
  { href: "/features", label: "Features" },
  { href: "/use-cases", label: "Use cases" },
  { href: "/?scrollTo=pricing", label: "Pricing" },
  { href: "/blog", label: "Blog" },
];

export function TopBar() {
  return (
    <header
      data-top-bar
      data-scrolled="false"
      className="sticky top-0 z-40 border-b border-transparent bg-background transition-[box-shadow,border-color,background-color] data-[scrolled=true]:border-border data-[scrolled=true]:bg-background/90 data-[scrolled=true]:shadow-sm data-[scrolled=true]:backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 whitespace-nowrap sm:px-6">
        <div className="shrink-0">
          <Logo />
        </div>
        <nav aria-label="Main" className="hidden items-center gap-4 text-sm font-medium text-muted-foreground md:flex">
          {navigation.map((item) => (
            <SiteLink key={item.href} href={item.href} className="nav-link">
              {item.label}
            </SiteLink>
          ))}
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          {/* On touch layouts the account button is a 44 px target like the menu button beside it. */}
          <div className="flex *:max-md:h-11">
            <AccountSlot buttonClassName={buttonVariants({ size: "sm" })} />
          </div>
          <NavMenu title="Menu" links={navigation} className="md:hidden" />
        </div>
      </div>
    </header>
  );
}

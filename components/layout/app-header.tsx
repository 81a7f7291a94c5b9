import Link from "next/link";

import { SignOutButton } from "@/components/account/sign-out-button";
import { UsageMeter, type UsageStats } from "@/components/billing/usage-meter";
import { Logo } from "@/components/brand/logo";
import { checklistLinkPath } from "@/lib/onboarding/guard";

import { NavMenu } from "./nav-menu";

const navigation = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/generator", label: "Generator" },
  { href: "/hook-generator", label: "Hook generator" },
  { href: "/campaigns", label: "Campaigns" },
  { href: "/presets-settings", label: "Presets" },
  { href: "/profile", label: "Profile" },
];

const checklistLink = { href: checklistLinkPath, label: "Getting started" };

/** `checklistOpen`: some getting-started task is still to do, so the menu leads back to the checklist. */
export function AppHeader({
  email,
  usage,
  checklistOpen = false,
}: {
  email: string;
  usage: UsageStats;
  checklistOpen?: boolean;
}) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 whitespace-nowrap sm:px-6 lg:gap-4">
        {/* Between md and lg the links need the room the logo's word takes; the mark stays, and so does its name. */}
        <div className="shrink-0 md:max-lg:[&_span]:sr-only">
          <Logo />
        </div>
        <nav
          aria-label="App"
          className="hidden items-center gap-1 text-sm font-medium text-muted-foreground md:flex lg:gap-3"
        >
          {navigation.map((item) => (
            <Link key={item.href} href={item.href} prefetch={false} className="nav-link">
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="flex min-w-0 items-center gap-3">
          {/* Squeezed for room, the meter's line ends in an ellipsis rather than wrapping; a long email gives way first. */}
          <div className="hidden min-w-0 md:block xl:shrink-0 [&_span]:truncate">
            <UsageMeter initial={usage} />
          </div>
          <span
            className="hidden max-w-60 min-w-0 truncate text-sm text-muted-foreground xl:block"
            title={email}
            data-testid="signed-in-email"
          >
            {email}
          </span>
          <div className="hidden shrink-0 md:block">
            <SignOutButton variant="ghost" />
          </div>
          <NavMenu
            title="Menu"
            links={checklistOpen ? [...navigation, checklistLink] : navigation}
            className="md:hidden"
          >
            <p className="grid gap-1 text-sm text-muted-foreground">
              Signed in as
              <span className="font-medium break-all whitespace-normal text-foreground">{email}</span>
            </p>
            <UsageMeter initial={usage} />
            {/* A 44 px, full-width target on the touch layouts this menu is for. */}
            <div className="grid *:h-11">
              <SignOutButton variant="outline" />
            </div>
          </NavMenu>
        </div>
      </div>
    </header>
  );
}

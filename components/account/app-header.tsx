import Link from "next/link";
import { Logo } from "@/components/brand/logo";
import { UsageMeter, type UsageStats } from "@/components/billing/usage-meter";
import { SignOutButton } from "./sign-out-button";

const navigation = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/generator", label: "Generator" },
  { href: "/hook-generator", label: "Hook generator" },
  { href: "/presets-settings", label: "Presets" },
  { href: "/profile", label: "Profile" },
];

export function AppHeader({ email, usage }: { email: string; usage: UsageStats }) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="App" className="hidden items-center gap-5 text-sm font-medium text-muted-foreground md:flex">
          {navigation.map((item) => (
            <Link key={item.href} href={item.href} prefetch={false} className="rounded-sm hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-3">
          <UsageMeter initial={usage} />
          <span className="hidden text-sm text-muted-foreground xl:inline" data-testid="signed-in-email">
            {email}
          </span>
          <SignOutButton variant="ghost" />
        </div>
      </div>
    </header>
  );
}

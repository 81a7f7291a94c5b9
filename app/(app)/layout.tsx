import type { ReactNode } from "react";

// The signed-in product (dashboard, generator, profile, presets, hook generator) lives in this group; proxy.ts
// keeps anonymous visitors out of it.
export default function AppLayout({ children }: { children: ReactNode }) {
  return <main id="main" className="min-h-dvh">{children}</main>;
}

import type { ReactNode } from "react";

// lucide's icons drawn as plain SVG. lucide-react 1.x marks its Icon "use client", so even an icon rendered on the
// server adds its runtime (about 1.4 KB gzip) to the page's JavaScript; the public pages have no room for that.
export function PlainIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

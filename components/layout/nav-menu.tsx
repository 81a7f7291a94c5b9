"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from "react";

import type { NavLink } from "./nav-sheet";

// The sheet (and Radix with it) is fetched when the menu is first wanted, not with the page.
const NavSheet = lazy(() => import("./nav-sheet"));
const preloadNavSheet = () => void import("./nav-sheet");

type Props = {
  /** The sheet's heading, which also names it. */
  title: string;
  links: NavLink[];
  className?: string;
  /** Shown below the links (the app's usage meter and sign-out). */
  children?: ReactNode;
};

/** The menu button narrow layouts show in place of a header's links: it opens a sheet with every destination. */
export function NavMenu({ title, links, className, children }: Props) {
  const pathname = usePathname();
  const button = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // A route change closes the menu however it came about: a link in it, the browser's back button, a redirect.
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    setOpen(false);
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        // Joined by hand rather than with cn(): this button is on every public page's first load.
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none ${className ?? ""}`}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={preloadNavSheet}
        onFocus={preloadNavSheet}
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <NavSheet
            id={sheetId}
            open={open}
            onOpenChange={setOpen}
            onClosed={() => button.current?.focus()}
            title={title}
            links={links}
            pathname={pathname}
          >
            {children}
          </NavSheet>
        </Suspense>
      ) : null}
    </>
  );
}

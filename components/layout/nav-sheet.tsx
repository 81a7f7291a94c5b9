"use client";

import Link from "next/link";
import type { MouseEvent, ReactNode } from "react";

import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";

export type NavLink = { href: string; label: string };

type Props = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back on the menu button once the sheet has closed. */
  onClosed: () => void;
  title: string;
  links: NavLink[];
  pathname: string;
  children?: ReactNode;
};

/** The menu's sheet: the header's destinations as large rows, then whatever the header adds below them. */
export default function NavSheet({ id, open, onOpenChange, onClosed, title, links, pathname, children }: Props) {
  // Following a link closes the sheet at once, also a link that keeps the path (/?scrollTo=pricing from /). A link
  // opened in another tab or window leaves it open.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (event.target instanceof Element && event.target.closest("a[href]")) onOpenChange(false);
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={id}
        aria-describedby={undefined}
        closeLabel="Close menu"
        onClick={closeOnLink}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <SheetTitle className="flex min-h-11 items-center pr-12">{title}</SheetTitle>
        <ul className="grid gap-1">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                prefetch={false}
                aria-current={link.href === pathname ? "page" : undefined}
                className="flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {children ? <div className="grid gap-4 border-t pt-4">{children}</div> : null}
      </SheetContent>
    </Sheet>
  );
}

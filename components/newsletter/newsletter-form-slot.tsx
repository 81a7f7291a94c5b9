"use client";

import { lazy, Suspense, type ReactNode } from "react";

import { useHydrated } from "@/components/ui/use-hydrated";

// The form sits at the foot of the blog's pages; its code loads once the page is interactive instead of with it
// (an article's first-load JavaScript is held to lib/config/budgets.ts). Until then the server-rendered placeholder
// shows the same fields, inert.
const NewsletterForm = lazy(() => import("./newsletter-form").then((module) => ({ default: module.NewsletterForm })));

export function NewsletterFormSlot({ placeholder }: { placeholder: ReactNode }) {
  return useHydrated() ? (
    <Suspense fallback={placeholder}>
      <NewsletterForm />
    </Suspense>
  ) : (
    placeholder
  );
}

"use client";

import { useEffect, useRef } from "react";

import { Logo } from "@/components/brand/logo";
import { SiteLink } from "@/components/navigation/site-link";
import { buttonVariants } from "@/components/ui/button-variants";
import { site } from "@/lib/config/marketing/site";
import { digestOf, outageDigest } from "@/lib/error-digest";

/**
 * What a visitor sees when a page failed: a calm explanation, a way to try again and a way home. The error's
 * message and stack stay on the server; only its reference is shown, for the visitor to quote to support.
 * It loads when a page fails (lazy-error-screen.tsx), so it is built from plain elements in the button's looks.
 */
export function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const digest = digestOf(error);
  const outage = digest === outageDigest;
  // An outage is not this visitor's problem to report: no reference to quote.
  const reference = outage ? undefined : digest;
  const title = outage ? "We'll be right back" : "Something Went Wrong";

  // The page changed under the visitor: move focus to the news, so keyboard and screen reader users hear it.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <>
      <title>{`${title} · ${site.name}`}</title>
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
          {title}
        </h1>
        <p className="text-muted-foreground">
          {outage
            ? `${site.name} can't reach its database for a moment. Nothing you saved is lost; please try again in a minute.`
            : "This page didn't load as it should. It's not something you did; please try again in a moment."}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonVariants()} onClick={() => retry()}>
            Try Again
          </button>
          <SiteLink href="/" className={buttonVariants({ variant: "outline" })}>
            Back to Home
          </SiteLink>
        </div>
        <p className="text-sm text-muted-foreground">
          If it keeps happening, write to us at{" "}
          <a
            href={`mailto:${site.contactEmail}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {site.contactEmail}
          </a>
          {reference ? " and quote the reference below." : "."}
        </p>
        {reference ? (
          <p className="text-sm text-muted-foreground">
            Reference:{" "}
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground select-all">{reference}</code>
          </p>
        ) : null}
      </main>
    </>
  );
}

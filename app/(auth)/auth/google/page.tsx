import type { Metadata } from "next";
import Link from "next/link";

import { GoogleSignInButton } from "@/components/auth/google-sign-in-button";
import { SignInButton } from "@/components/auth/sign-in-button";
import { Button, buttonVariants } from "@/components/ui/button";
import { googleConfigured } from "@/lib/auth/google";
import { googleFailure } from "@/lib/auth/google-sign-in";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Sign in with Google", robots: { index: false } };

type Props = { searchParams: Promise<{ error?: string | string[] }> };

/** Where a Google sign-in that did not finish lands (Better Auth adds `?error=<code>`): what happened, and the ways on. */
export default async function GoogleSignInProblemPage({ searchParams }: Props) {
  const { error } = await searchParams;
  const failure = googleFailure(typeof error === "string" ? error : undefined);
  return (
    <section className="grid gap-6" aria-labelledby="google-problem">
      <div className="grid gap-2 text-center">
        <h1 id="google-problem" className="text-2xl font-bold">
          {failure.title}
        </h1>
        <p className="text-muted-foreground">{failure.message}</p>
      </div>
      {failure.reset ? (
        <Button asChild className="min-h-11">
          <Link href="/reset-password">Reset your password</Link>
        </Button>
      ) : null}
      {googleConfigured(env) ? <GoogleSignInButton /> : null}
      <SignInButton
        className={buttonVariants({ className: "min-h-11", variant: failure.reset ? "outline" : "default" })}
      />
      <Button asChild variant="outline" className="min-h-11">
        <Link href="/">Return to Home</Link>
      </Button>
    </section>
  );
}

import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";

import { ResendConfirmation } from "@/components/account/resend-confirmation";
import { SiteLink } from "@/components/navigation/site-link";
import { Button } from "@/components/ui/button";
import { currentSession } from "@/lib/auth/server-session";
import { startCheckout } from "@/lib/billing/checkout";
import type { PlanId } from "@/lib/config/plans";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

type Props = { searchParams: Promise<{ plan?: string }> };

/**
 * Where a visitor who chose a plan before signing up lands after signing in (kept as lastAuthenticatedPath): it starts
 * that plan's checkout. A user who already has a plan goes to the profile.
 */
export default async function CheckoutPage({ searchParams }: Props) {
  await connection();
  const plan: PlanId = (await searchParams).plan === "pro" ? "pro" : "essential";
  const session = await currentSession();
  if (!session) redirect(`/?next=${encodeURIComponent(`/billing/checkout?plan=${plan}`)}`);
  let url: string;
  try {
    url = (await startCheckout(session.user.id, plan)).url;
  } catch (error) {
    if (error instanceof AppError && error.code === "conflict") redirect("/profile");
    if (!(error instanceof AppError)) throw error;
    const unconfirmed = error.code === "email_unconfirmed";
    return (
      <section className="mx-auto grid max-w-xl justify-items-center gap-6 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">
          {unconfirmed ? "Confirm your email first" : "Checkout could not start"}
        </h1>
        <p className="text-muted-foreground">{error.message}</p>
        {unconfirmed ? (
          <div className="grid justify-items-center gap-2 text-sm">
            <ResendConfirmation email={session.user.email} />
          </div>
        ) : null}
        <Button asChild variant={unconfirmed ? "outline" : "default"}>
          <SiteLink href="/?scrollTo=pricing">Back to pricing</SiteLink>
        </Button>
      </section>
    );
  }
  redirect(url);
}

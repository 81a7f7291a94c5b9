import type { Metadata } from "next";
import Link from "next/link";
import { ScrollToTopOnLoad } from "@/components/account/scroll-to-top-on-load";
import { WelcomeSignIn } from "@/components/account/welcome-sign-in";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Welcome", robots: { index: false } };

export default function WelcomePage() {
  return (
    <section className="grid gap-6">
      <ScrollToTopOnLoad />
      <div className="grid gap-2 text-center">
        <h1 className="text-2xl font-bold">Thanks for joining Hookline! Your email is confirmed.</h1>
        <p className="text-muted-foreground">Sign in to start your free trial and write your first hook.</p>
      </div>
      <WelcomeSignIn />
      <Button asChild variant="outline">
        <Link href="/">Return to Home</Link>
      </Button>
    </section>
  );
}

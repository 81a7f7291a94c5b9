"use client";

import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { useHydrated } from "@/components/system/use-hydrated";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { newsletterProblem, newsletterToasts } from "@/lib/newsletter/schema";

/** SPEC §4: idle, then submitting (inputs and button disabled, "Subscribing..."), then idle; cleared on success. */
export function NewsletterForm() {
  const id = useId();
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);

  return (
    <form
      noValidate
      className="flex w-full max-w-md flex-col gap-3 sm:flex-row"
      onSubmit={async (event) => {
        event.preventDefault();
        if (running.current) return;
        const problem = newsletterProblem(email);
        if (problem) {
          toast.error(newsletterToasts[problem].title, { description: newsletterToasts[problem].description });
          return;
        }
        running.current = true;
        setSubmitting(true);
        try {
          const response = await fetch("/api/newsletter", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ email }),
          });
          if (response.ok) {
            toast.success(newsletterToasts.success.title, { description: newsletterToasts.success.description });
            setEmail("");
          } else {
            const outcome = response.status === 409 ? newsletterToasts.duplicate : newsletterToasts.failed;
            toast.error(outcome.title, { description: outcome.description });
          }
        } catch {
          toast.error(newsletterToasts.failed.title, { description: newsletterToasts.failed.description });
        } finally {
          running.current = false;
          setSubmitting(false);
        }
      }}
    >
      <label htmlFor={`${id}-email`} className="sr-only">
        Email address
      </label>
      <Input
        id={`${id}-email`}
        type="email"
        required
        autoComplete="email"
        placeholder="you@company.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={submitting}
        className="bg-background"
      />
      <Button type="submit" disabled={submitting || !hydrated}>
        {submitting ? "Subscribing..." : "Subscribe"}
      </Button>
    </form>
  );
}

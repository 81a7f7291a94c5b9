"use client";

import { useId, useRef, useState } from "react";

import { notify } from "@/components/feedback/notify";
import { call } from "@/lib/api-client/call";
import { newsletterToasts } from "@/lib/newsletter/messages";

import { NewsletterFields, newsletterFormClassName } from "./newsletter-fields";

// The form checks the address with the same zod schema as POST /api/newsletter, and sends it by that route, both
// loaded when the visitor reaches for the form rather than with the page: zod would otherwise be a fifth of an
// article's first-load JavaScript.
const loadSchema = () => import("@/lib/newsletter/schema");
const loadRoutes = () => import("@/lib/api-client/routes/newsletter");

/** Posts the address and toasts the outcome; true when the visitor is subscribed. */
async function subscribe(email: string): Promise<boolean> {
  const { newsletterRoutes } = await loadRoutes();
  const answer = await call(newsletterRoutes.subscribe, { email });
  // A network failure is answered like a server failure.
  if (answer.ok) await notify("success", newsletterToasts.success);
  else await notify("error", answer.error.status === 409 ? newsletterToasts.duplicate : newsletterToasts.failed);
  return answer.ok;
}

/** Idle, then submitting (inputs and button disabled, "Subscribing..."), then idle; cleared on success. */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);

  return (
    <form
      noValidate
      className={newsletterFormClassName}
      onFocus={() => void Promise.all([loadSchema(), loadRoutes()])}
      onPointerEnter={() => void Promise.all([loadSchema(), loadRoutes()])}
      onSubmit={async (event) => {
        event.preventDefault();
        if (running.current) return;
        running.current = true;
        try {
          const { newsletterProblem } = await loadSchema();
          const problem = newsletterProblem(email);
          if (problem) {
            await notify("error", newsletterToasts[problem]);
            return;
          }
          setSubmitting(true);
          if (await subscribe(email)) setEmail("");
        } catch {
          // The schema's or the route's chunk could not load (offline, or a deploy replaced it).
          await notify("error", newsletterToasts.failed).catch(() => undefined);
        } finally {
          running.current = false;
          setSubmitting(false);
        }
      }}
    >
      <NewsletterFields
        inputId={`${id}-email`}
        email={email}
        onEmailChange={(event) => setEmail(event.target.value)}
        ready
        submitting={submitting}
      />
    </form>
  );
}

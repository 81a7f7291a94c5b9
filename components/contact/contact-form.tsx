"use client";

import { CircleCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useHydrated } from "@/components/ui/use-hydrated";
import { call } from "@/lib/api-client/call";
import { fieldRefusal } from "@/lib/api-client/field-refusal";
import { contactRoutes } from "@/lib/api-client/routes/contact";
import {
  contactFieldErrors,
  contactInput,
  contactTopicLabels,
  contactTopics,
  type ContactInput,
} from "@/lib/contact/schema";

type Status = "idle" | "sending" | "submitted";
type Errors = Partial<Record<keyof ContactInput, string>>;

const fieldClass =
  "flex w-full rounded-md border border-input bg-background px-3 py-2 text-base outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 aria-invalid:border-destructive md:text-sm";

export function ContactForm() {
  const id = useId();
  const [status, setStatus] = useState<Status>("idle");
  const [errors, setErrors] = useState<Errors>({});
  const sending = useRef(false);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);

  // Focus follows the form: to the first field in error, and to the thank-you heading after sending.
  useEffect(() => {
    if (status === "submitted") thanks.current?.focus();
  }, [status]);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  if (status === "submitted") {
    return (
      <div role="status" className="grid justify-items-center gap-4 rounded-xl border bg-background p-10 text-center">
        <CircleCheck aria-hidden="true" className="size-10 text-primary" />
        <h2 ref={thanks} tabIndex={-1} className="text-2xl font-semibold outline-none">
          Thank you for your message!
        </h2>
        <p className="text-muted-foreground">We read every message and usually answer within one business day.</p>
        <Button onClick={() => setStatus("idle")}>Send Another Message</Button>
      </div>
    );
  }

  const describedBy = (field: keyof ContactInput) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: keyof ContactInput) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      ref={form}
      noValidate
      className="grid gap-5 rounded-xl border bg-background p-6 sm:p-8"
      onSubmit={async (event) => {
        event.preventDefault();
        if (sending.current) return;
        const form = new FormData(event.currentTarget);
        const parsed = contactInput.safeParse({
          email: form.get("email"),
          topic: form.get("topic"),
          message: form.get("message"),
        });
        if (!parsed.success) {
          setErrors(contactFieldErrors(parsed.error));
          return;
        }
        setErrors({});
        sending.current = true;
        setStatus("sending");
        const sent = await call(contactRoutes.send, parsed.data);
        sending.current = false;
        if (sent.ok) {
          toast.success("Message sent successfully", { description: "We'll get back to you as soon as possible." });
          setStatus("submitted");
          return;
        }
        setStatus("idle");
        const atField = fieldRefusal(sent.error, contactInput.keyof().options);
        if (atField) return setErrors({ [atField.field]: atField.message });
        // A refusal says why (too many messages); a failure of the server or the network asks to try again later.
        const refused = sent.error.status >= 400 && sent.error.status < 500;
        toast.error("Error sending message", { description: refused ? sent.error.message : "Please try again later." });
      }}
    >
      <fieldset disabled={status === "sending"} className="grid gap-5">
        {/* Every fieldset needs a legend; the page's heading already says what the form is for, so this one is for screen readers. */}
        <legend className="sr-only">Send us a message</legend>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describedBy("email")}
          />
          {fieldError("email")}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-topic`}>Topic</Label>
          <select
            id={`${id}-topic`}
            name="topic"
            defaultValue=""
            className={`${fieldClass} h-10`}
            aria-invalid={Boolean(errors.topic)}
            aria-describedby={describedBy("topic")}
          >
            <option value="" disabled>
              Choose a topic
            </option>
            {contactTopics.map((topic) => (
              <option key={topic} value={topic}>
                {contactTopicLabels[topic]}
              </option>
            ))}
          </select>
          {fieldError("topic")}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-message`}>Message</Label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={6}
            className={fieldClass}
            aria-invalid={Boolean(errors.message)}
            aria-describedby={describedBy("message")}
          />
          {fieldError("message")}
        </div>
        {/* Disabled until the page is interactive, so an early Enter cannot send the fields in a URL. */}
        <Button type="submit" size="lg" aria-busy={status === "sending"} disabled={!hydrated}>
          {status === "sending" ? "Sending..." : "Send Message"}
        </Button>
      </fieldset>
    </form>
  );
}

import type { ChangeEventHandler } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

type Props = {
  inputId: string;
  email: string;
  onEmailChange?: ChangeEventHandler<HTMLInputElement>;
  /** False until the form's code has loaded: the fields are shown but cannot be used yet. */
  ready: boolean;
  submitting: boolean;
};

/** The newsletter form's fields, the same before and after its code loads, so nothing moves when it does. */
export function NewsletterFields({ inputId, email, onEmailChange, ready, submitting }: Props) {
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <Input
        id={inputId}
        type="email"
        required
        autoComplete="email"
        placeholder="you@company.com"
        value={email}
        onChange={onEmailChange}
        readOnly={!ready}
        disabled={submitting}
        className="bg-background"
      />
      <Button type="submit" disabled={submitting || !ready}>
        {submitting ? "Subscribing..." : "Subscribe"}
      </Button>
    </>
  );
}

export const newsletterFormClassName = "flex w-full max-w-md flex-col gap-3 sm:flex-row";

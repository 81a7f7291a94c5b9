import type { Metadata } from "next";

import { EmailConfirmation } from "@/components/account/email-confirmation";

export const metadata: Metadata = { title: "Confirming Email", robots: { index: false } };

export default function EmailCallbackPage() {
  return <EmailConfirmation />;
}

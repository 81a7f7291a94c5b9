import type { Metadata } from "next";

import { PasswordReset } from "@/components/account/password-reset";

// The link's query string carries a reset code: no request from this page may pass it on as a referrer.
export const metadata: Metadata = { title: "Reset your password", robots: { index: false }, referrer: "no-referrer" };

export default function ResetPasswordPage() {
  return <PasswordReset />;
}

import type { Metadata } from "next";
import { PasswordReset } from "@/components/account/password-reset";

export const metadata: Metadata = { title: "Reset your password", robots: { index: false } };

export default function ResetPasswordPage() {
  return <PasswordReset />;
}

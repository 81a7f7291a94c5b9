"use client";

import { useRouter } from "next/navigation";
import { SignInForm } from "@/components/auth/sign-in-form";

export function WelcomeSignIn() {
  const router = useRouter();
  return <SignInForm onForgotPassword={() => router.push("/reset-password")} />;
}

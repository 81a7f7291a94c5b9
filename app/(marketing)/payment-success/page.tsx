import type { Metadata } from "next";

import { PaymentSuccess } from "@/components/billing/payment-success";

export const metadata: Metadata = { title: "Payment successful", robots: { index: false } };

export default function PaymentSuccessPage() {
  return <PaymentSuccess />;
}

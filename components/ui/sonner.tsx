"use client";

import { Toaster as Sonner } from "sonner";
import { delays } from "@/lib/config/timing";

/** The app's one toaster; every toast stays for the spec's 5000 ms. */
export function Toaster() {
  return <Sonner duration={delays.toastMs} position="bottom-right" closeButton richColors />;
}

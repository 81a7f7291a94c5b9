"use client";

import { useEffect } from "react";

export function ScrollToTopOnLoad() {
  useEffect(() => window.scrollTo({ top: 0, left: 0, behavior: "instant" }), []);
  return null;
}

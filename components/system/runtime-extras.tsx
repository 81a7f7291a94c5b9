"use client";

import { RoutePreloader } from "@/components/performance/route-preloader";
import { VitalsCollector } from "@/components/performance/vitals-collector";

export default function RuntimeExtras() {
  return (
    <>
      <RoutePreloader />
      <VitalsCollector />
    </>
  );
}

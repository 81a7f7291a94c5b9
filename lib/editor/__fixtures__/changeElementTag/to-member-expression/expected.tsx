"use client";
import { motion } from "motion/react";

export function FeatureGrid({ features, }: { features: string[] }) {
  return (
    <div className='grid gap-4 md:grid-cols-3'>
      {features.map((feature) => (
        <motion.div key={feature} className="rounded-lg border p-4"  >
          <span aria-hidden>✓</span> {feature}
        </motion.div>
      ))}
    </div>
  );
}

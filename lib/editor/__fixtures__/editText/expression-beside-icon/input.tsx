import { Check } from "lucide-react";
import { benefits } from "@/content/pages/pricing";

export function Benefits() {
  return (
    <ul>
      {benefits.map((benefit) => (
        <li key={benefit} className="flex gap-2">
          <Check aria-hidden="true" className="size-4" />
          {benefit}
        </li>
      ))}
    </ul>
  );
}

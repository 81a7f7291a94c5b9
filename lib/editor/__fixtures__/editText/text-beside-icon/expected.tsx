import { PlayCircle } from "lucide-react";

export function DemoButton() {
  return (
    <button type="button" className="inline-flex gap-2">
      <PlayCircle aria-hidden="true" />
      Watch the two-minute demo
    </button>
  );
}

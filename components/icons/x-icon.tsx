import { PlainIcon } from "./plain-icon";

/** lucide's "x". */
export function XIcon({ className }: { className?: string }) {
  return (
    <PlainIcon className={className}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </PlainIcon>
  );
}

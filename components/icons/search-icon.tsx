import { PlainIcon } from "./plain-icon";

/** lucide's "search". */
export function SearchIcon({ className }: { className?: string }) {
  return (
    <PlainIcon className={className}>
      <path d="m21 21-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </PlainIcon>
  );
}

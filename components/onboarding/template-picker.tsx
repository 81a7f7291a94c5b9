import { FileText, Mail, Megaphone, MessageSquare, Sparkles, Video, type LucideIcon } from "lucide-react";
import Link from "next/link";

import { demoCategories, demoTemplates, type DemoCategory } from "@/lib/onboarding/demo";

const icons: Record<DemoCategory, LucideIcon> = {
  advertisement: Megaphone,
  social: MessageSquare,
  email: Mail,
  script: Video,
  blog: FileText,
  other: Sparkles,
};

const card =
  "grid h-full w-full content-start gap-1 rounded-xl border p-4 text-left transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:border-primary aria-pressed:bg-primary/5";

function Body({ category }: { category: DemoCategory }) {
  const Icon = icons[category];
  return (
    <>
      <Icon className="size-5 text-primary" aria-hidden="true" />
      <span className="font-medium">{demoTemplates[category].label}</span>
      <span className="text-sm text-muted-foreground">{demoTemplates[category].description}</span>
    </>
  );
}

type Props =
  | { selected: DemoCategory | null; onSelect: (category: DemoCategory) => void; hrefOf?: never }
  | { hrefOf: (category: DemoCategory) => string; selected?: never; onSelect?: never };

/** The demo's six templates: buttons that pick one in place, or links that open each in the demo generator. */
export function TemplatePicker(props: Props) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Templates">
      {demoCategories.map((category) => (
        <li key={category}>
          {props.hrefOf ? (
            <Link href={props.hrefOf(category)} className={card}>
              <Body category={category} />
            </Link>
          ) : (
            <button
              type="button"
              className={card}
              aria-pressed={props.selected === category}
              onClick={() => props.onSelect(category)}
            >
              <Body category={category} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

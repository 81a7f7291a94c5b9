import {
  BarChart3,
  Briefcase,
  Building2,
  Calendar,
  Check,
  ChevronDown,
  CircleCheck,
  Clock,
  Compass,
  Globe,
  GraduationCap,
  Heart,
  Languages,
  Layers,
  Lightbulb,
  Mail,
  Megaphone,
  MessageSquare,
  Mic,
  Palette,
  PenLine,
  Repeat,
  Rocket,
  Search,
  Share2,
  Shield,
  ShoppingBag,
  Sparkles,
  Store,
  Target,
  TrendingUp,
  Users,
  Video,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { spriteIconNames, type SpriteIconName } from "./sprite";

const sources: Record<SpriteIconName, LucideIcon> = {
  sparkles: Sparkles,
  megaphone: Megaphone,
  mail: Mail,
  video: Video,
  "pen-line": PenLine,
  search: Search,
  calendar: Calendar,
  zap: Zap,
  users: Users,
  building: Building2,
  briefcase: Briefcase,
  target: Target,
  "trending-up": TrendingUp,
  mic: Mic,
  globe: Globe,
  layers: Layers,
  shield: Shield,
  heart: Heart,
  rocket: Rocket,
  lightbulb: Lightbulb,
  "bar-chart": BarChart3,
  "message-square": MessageSquare,
  share: Share2,
  clock: Clock,
  languages: Languages,
  palette: Palette,
  store: Store,
  "graduation-cap": GraduationCap,
  "shopping-bag": ShoppingBag,
  repeat: Repeat,
  "check-circle": CircleCheck,
  compass: Compass,
  check: Check,
  "chevron-down": ChevronDown,
};

/** lucide's drawing of an icon: what its own <svg> holds. */
function pathsOf(icon: LucideIcon): string {
  const markup = renderToStaticMarkup(createElement(icon));
  const paths = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (!paths) throw new Error(`lucide rendered an icon this sheet cannot read: ${markup.slice(0, 80)}`);
  return paths;
}

/** The sprite sheet: one <symbol> per icon, drawn with lucide's stroke, in the color of the text around it. */
export function spriteSheet(): string {
  const symbols = spriteIconNames.map(
    (name) =>
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${pathsOf(sources[name])}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

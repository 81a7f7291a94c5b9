import {
  BarChart3, Briefcase, Building2, Calendar, CircleCheck, Clock, Compass, Globe, GraduationCap, Heart, Languages,
  Layers, Lightbulb, Mail, Megaphone, MessageSquare, Mic, Palette, PenLine, Repeat, Rocket, Search, Share2, Shield,
  ShoppingBag, Sparkles, Store, Target, TrendingUp, Users, Video, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "@/content/pages/types";

const icons: Record<IconName, LucideIcon> = {
  sparkles: Sparkles, megaphone: Megaphone, mail: Mail, video: Video, "pen-line": PenLine, search: Search,
  calendar: Calendar, zap: Zap, users: Users, building: Building2, briefcase: Briefcase, target: Target,
  "trending-up": TrendingUp, mic: Mic, globe: Globe, layers: Layers, shield: Shield, heart: Heart, rocket: Rocket,
  lightbulb: Lightbulb, "bar-chart": BarChart3, "message-square": MessageSquare, share: Share2, clock: Clock,
  languages: Languages, palette: Palette, store: Store, "graduation-cap": GraduationCap, "shopping-bag": ShoppingBag,
  repeat: Repeat, "check-circle": CircleCheck, compass: Compass,
};

/** A content icon, decorative (the text beside it carries the meaning). */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}

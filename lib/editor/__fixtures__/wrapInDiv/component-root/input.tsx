import { Card, CardHeader } from "@/components/ui/card";
import { Sparkles } from "lucide-react";

export function FeatureCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="p-6">
      <CardHeader className="flex items-center gap-2">
        <Sparkles className="h-4 w-4" />
        {title}
      </CardHeader>
      <div className="mt-4 border-t"   />
      {children}
    </Card>
  );
}

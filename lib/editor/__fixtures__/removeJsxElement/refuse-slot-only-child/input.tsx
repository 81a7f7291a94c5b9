import Link from "next/link";
import { Button } from "@/components/ui/button";

export function Hero() {
  return (
    <section className="grid gap-4">
      <h1 className="text-4xl font-bold">Copy that converts</h1>
      <Button asChild variant="outline">
        <Link href="#pricing">See pricing</Link>
      </Button>
    </section>
  );
}

import { hero } from "@/content/pages/landing";

export function Hero() {
  return (
    <section className="px-4 py-20">
      <h1 className="text-4xl font-bold">{hero.title}</h1>
      <p className="text-lg">{hero.subtitle}</p>
    </section>
  );
}

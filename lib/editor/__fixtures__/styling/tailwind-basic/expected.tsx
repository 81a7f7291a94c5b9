import { cn } from "@/lib/utils";

export function Card({ title }: { title: string }) {
  const tone = title.length > 10 ? "long" : 'short';
  return (
    <article className={cn("rounded-lg",   tone)}   data-tone={tone}>
      <h2 className="p-4 text-[#1e40af] card-title leading-tight text-lg font-semibold" id='title'>{title}</h2>
      <p   className="text-sm">Body</p>
    </article>
  );
}

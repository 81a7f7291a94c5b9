import { cn } from "@/lib/utils";

export function Card({ title }: { title: string }) {
  const tone = title.length > 10 ? "long" : 'short';
  return (
    <article className={cn("rounded-lg",   tone)}   data-tone={tone}>
      <h2 className="pl-1 p-2 text-red-500 card-title leading-tight text-sm font-bold" id='title'>{title}</h2>
      <p   className="text-sm">Body</p>
    </article>
  );
}

import Link from "next/link";

export function Hero({ title }: { title: string }) {
  return (
    <section className="py-12   px-4" id='hero'>
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-2">
        Write hooks that land.
      </p>
      <>
        <Link href="/x" icon={<span>i</span>}>Go</Link>
      </>
    </section>
  );
}

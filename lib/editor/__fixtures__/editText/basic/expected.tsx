import Link from "next/link";

export function Hero({ title }: { title: string }) {
  return (
    <section className="py-12   px-4" id='hero'>
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-2">
        Write hooks that &lt;really&gt; land &#123;now&#125; &amp; &quot;always&quot;, &apos;fast&apos;.
      </p>
      <>
        <Link href="/x" icon={<span>i</span>}>Go</Link>
      </>
    </section>
  );
}

import Image from "next/image";

// Marketing hero on the landing page.
export default function Hero({ onStart }: { onStart: () => void }) {
  return (
    <section className="relative overflow-hidden">
      <div className="mx-auto max-w-3xl text-center">
        <div>
          <h1 className="text-5xl font-extrabold tracking-tight">
            Copy that <em>converts</em>, in seconds
          </h1>
        </div>
        <p className="mt-4 text-lg">
          Ads, posts &amp; emails for people who&apos;d rather build.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <button onClick={onStart} className="btn-primary">Start free trial</button>
          <a href="#features" className='btn-ghost'>See features</a>
        </div>
      </div>
      <Image src="/hero.png" alt="" width={1200} height={630}   priority />
    </section>
  );
}

import Image from "next/image";

export function Hero() {
  return (
    <section className='grid gap-8 md:grid-cols-2'>
      <Image
        src="/hero.png"
        alt='Hookline dashboard'
        width={640}
        height={480}
      />
    </section>
  );
}

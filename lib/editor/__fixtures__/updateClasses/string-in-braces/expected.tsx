export function Hero() {
  return (
    <section className={"relative overflow-hidden"} id='hero'>
      {/* background blob */}
      <div aria-hidden className={"absolute inset-0 -z-10 bg-gradient-to-b from-violet-50 to-white"} />
      <h1 className="text-5xl">Hooks that land</h1>
    </section>
  );
}

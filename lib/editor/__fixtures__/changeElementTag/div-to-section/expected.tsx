export default function Hero() {
  return (
    <section className='relative py-24' id="hero"  >
      <h1 className="text-5xl font-bold">Hooks that land</h1>
      {/* call to action */}
      <div className="mt-8"><a href='/signup'>Start free</a></div>
    </section>
  );
}

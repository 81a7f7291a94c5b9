export function Hero() {
  return (
    <section className='py-24 text-center'>
      <h1 className="text-5xl font-extrabold">Hooks that land</h1>
    </section>
  );
}

export function Hero() {
  return (
    <section className={'mx-auto py-24'}  id="top">
      <h1 className="text-5xl">Hooks that land</h1>
    </section>
  );
}

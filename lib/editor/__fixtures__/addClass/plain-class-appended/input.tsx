// Hero section (marketing).
export default function Hero() {
  return (
    <section className={"hero  hero--dark"} data-variant='dark'>
      <h1 className="hero__title">Hooks that land</h1>
    </section>
  )
}

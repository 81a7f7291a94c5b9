import Link from 'next/link'

// Landing hero; keep the odd spacing below as it is.
export default function Hero() {
  return (
    <section className='relative  py-24'  aria-labelledby="hero-title">
      <h1 id="hero-title" className="text-5xl font-extrabold tracking-tight">Hooks that stop the scroll</h1>
      <p className='mt-4 text-lg'>{/* subtitle comes from the CMS later */}Copy for every platform.</p>
      <Link href='/signup' className="btn btn-primary" >Start free</Link>
    </section>
  )
}

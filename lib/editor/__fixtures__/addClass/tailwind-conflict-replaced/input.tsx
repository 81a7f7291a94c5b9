import Link from "next/link";

export function SiteNav() {
  return (
    <header className="border-b">
      <nav className='mx-auto flex max-w-5xl items-center gap-4'  aria-label="Main">
        <Link href="/" className='rounded-md px-2 py-1 font-semibold'>Hookline</Link>
        <Link href='/pricing' className="text-sm">Pricing</Link>{/* more links soon */}
      </nav>
    </header>
  );
}

'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

export function SiteNav() {
  const pathname = usePathname()
  const linkClass = (href: string) => pathname === href ? 'font-semibold' : 'text-muted-foreground'

  return (
    <header className="border-b">
      <nav className="mx-auto flex max-w-5xl items-center gap-6 px-4 py-3">
        <Link href="/" className="font-bold">Hookline</Link>
        <Link href='/features' className={linkClass('/features')}>Features</Link>
        <Link href="/blog"  className={linkClass("/blog")}>Blog</Link>
        <Link href="/#pricing" className={linkClass('/#pricing')}>
          Pricing
        </Link>
      </nav>
    </header>
  )
}

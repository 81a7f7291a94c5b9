import Link from 'next/link';

const links = [
  { href: '/features', label: 'Features' },
  { href: '/pricing', label: 'Pricing' },
];

export function SiteNav() {
  return (
    <nav className='flex items-center justify-between gap-8 px-6' aria-label="Main">
      <Link href='/' className="font-bold">Hookline</Link>
      {links.map(({ href, label }) => (
        <Link key={href} href={href} className='text-sm hover:underline'>{label}</Link>
      ))}
    </nav>
  );
}

import Link from 'next/link';

const links = [
  { href: '/features', label: 'Features' },
  { href: '/pricing', label: 'Pricing' },
];

export function SiteNav() {
  return (
    <nav className='flex items-center  gap-6 px-4' aria-label="Main">
      <Link href='/' className="font-bold">Hookline</Link>
      {links.map(({ href, label }) => (
        <Link key={href} href={href} className='text-sm hover:underline'>{label}</Link>
      ))}
    </nav>
  );
}

import Link from "next/link";

const items = [{ href: '/features', label: 'Features' }, { href: '/blog', label: 'Blog' },];

export function SiteNav() {
  return (
    <nav className="flex gap-6"  >
      {items.map((item) => (
        <Link key={item.href} href={item.href} className='text-sm  hover:underline md:text-base'>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}

import Link from "next/link";

const links = [
  { href: "/features", label: "Features" },
  { href: "/blog", label: "Blog" },
];

export function TopLinks() {
  return (
    <nav className="flex gap-4">
      {links.map((link) => (
        <Link key={link.href} href={link.href} className="text-sm">
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

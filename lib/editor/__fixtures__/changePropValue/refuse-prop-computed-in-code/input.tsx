const base = "https://hookline.app";

function linkTo(path: string): string {
  return `${base}${path}`;
}

const links = [{ label: "Pricing", href: linkTo("/pricing") }];

export function Links() {
  return (
    <nav>
      {links.map((link) => (
        <a key={link.label} href={link.href}>
          {link.label}
        </a>
      ))}
    </nav>
  );
}

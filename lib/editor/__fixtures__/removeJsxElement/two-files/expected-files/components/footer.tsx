export function Footer() {
  return <footer className="py-8"></footer>;
}

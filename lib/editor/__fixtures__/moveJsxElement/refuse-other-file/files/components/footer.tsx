export function Footer() {
  return (
    <footer className="py-8">
      <p>&copy; Hookline</p>
    </footer>
  );
}

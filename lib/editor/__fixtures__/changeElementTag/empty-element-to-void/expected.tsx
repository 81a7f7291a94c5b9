export function SiteFooter() {
  return (
    <footer className='py-8'>
      <p className="text-sm">Made for marketers</p>
      <hr className="my-6 border-t"  role='separator' />
      <p className="text-xs">&copy; 2025 Hookline</p>
    </footer>
  );
}

export function BrandBanner() {
  return (
    <aside  role='note' aria-live="polite" >
      <p className="rounded-lg p-4">New: voice presets for every brand.</p>
    </aside>
  );
}

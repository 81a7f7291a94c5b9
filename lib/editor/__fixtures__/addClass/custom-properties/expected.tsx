export function BrandBanner() {
  return (
    <aside  role='note' aria-live="polite" >
      <p className="rounded-lg p-4 bg-(--brand)" style={{ "--brand": "#4597F7" }}>New: voice presets for every brand.</p>
    </aside>
  );
}

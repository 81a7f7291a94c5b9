export function Notice() {
  return (
    <div className="rounded-lg border p-4">
      <p className="text-sm">
        Your trial ends in <strong>3 days</strong>.
      </p>
    </div>
  );
}

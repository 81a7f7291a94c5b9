export function SaveButton({ onSave }: { onSave: () => void }) {
  return (
    <button type="button" className="inline-flex items-center gap-2" onClick={onSave}>
      <span className="size-2 rounded-full bg-primary" />
      Save
    </button>
  );
}

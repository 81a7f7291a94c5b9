export function FormError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} role="alert" aria-live="assertive" className="min-h-5 text-sm text-destructive">
      {message}
    </p>
  );
}

export function Welcome({ name, credits, }: { name: string; credits: number }) {
  return (
    <div className='rounded-lg bg-muted p-4'>
      <p>
        Welcome back, {name}! You have {credits} credits left.
      </p>
    </div>
  );
}

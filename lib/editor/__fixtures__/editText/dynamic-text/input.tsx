export function Hero({ title }: { title: string }) {
  return (
    <header className='py-16'>
      <h1 className="text-4xl font-bold">{title}</h1>
    </header>
  );
}

export function Hero() {
  return (
    <div className='py-24'>
      <h1 className="text-5xl">Hooks that land</h1>
    </div>
  );
}

export function SubscribeButton({ pending }: { pending: boolean }) {
  return (
    <div className='flex justify-end'>
      <button type="submit" aria-busy={pending} className="btn" >
        Subscribe
      </button>
    </div>
  );
}

export function Faq() {
  return (
    <dl className="divide-y"  >
      <dt className='font-medium'>Can I cancel any time?</dt>
      <dd className="mt-1 text-muted-foreground">
        Yes. Cancel from your account page before the trial ends
        and you will not be charged, no questions asked, ever.
      </dd>
    </dl>
  )
}

export function Faq() {
  return (
    <dl className="divide-y"  >
      <dt className='font-medium'>Can I cancel any time?</dt>
      <dd className="mt-1 text-muted-foreground">
        Absolutely. Cancel from your account page before the three-day trial ends
        and you will not be charged a cent.
      </dd>
    </dl>
  )
}

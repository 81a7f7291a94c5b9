import Link from 'next/link'

export function PricingCta() {
  return (
    <div className="mt-8 text-center" >
      <Link href='/pricing#teams' className="btn btn-primary">See plans</Link>
    </div>
  )
}

import Link from 'next/link'

export function FooterLinks() {
  return (
    <ul className='flex gap-4 text-sm'>
      <li><Link href='/blog'>Blog</Link></li>
      <li><Link href='/contact' prefetch={false} className="hover:underline">Contact</Link></li>
    </ul>
  )
}

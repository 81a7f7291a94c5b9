// Written so the site's pages carry a few bytes for the unauthorized() answer instead of Next's default page, which
// every page's payload would hold (no page answers 401 this way: guarded pages send visitors to sign in).
export default function Unauthorized() {
  return <h1 className="p-8 text-center text-2xl font-semibold">401: Sign in to see this page.</h1>;
}

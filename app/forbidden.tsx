// Written so the site's pages carry a few bytes for the forbidden() answer instead of Next's default page, which
// every page's payload would hold (only the editor answers 403, with a page of its own).
export default function Forbidden() {
  return <h1 className="p-8 text-center text-2xl font-semibold">403: This page could not be accessed.</h1>;
}

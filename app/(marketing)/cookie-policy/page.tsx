import { LegalDocumentView } from "@/components/marketing/legal-document";
import { cookiePolicy } from "@/content/pages/legal/cookie-policy";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: cookiePolicy.title,
  description: cookiePolicy.description,
  path: "/cookie-policy",
});

export default function CookiePolicyPage() {
  return <LegalDocumentView document={cookiePolicy} />;
}

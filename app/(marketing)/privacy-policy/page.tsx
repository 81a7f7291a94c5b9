import { LegalDocumentView } from "@/components/marketing/legal-document";
import { privacyPolicy } from "@/content/pages/legal/privacy-policy";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  path: "/privacy-policy",
});

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}

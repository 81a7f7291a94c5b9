import { LegalDocumentView } from "@/components/marketing/legal-document";
import { termsOfService } from "@/content/pages/legal/terms-of-service";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: termsOfService.title,
  description: termsOfService.description,
  path: "/terms-of-service",
});

export default function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} />;
}

import { LegalDocumentView } from "@/components/marketing/legal-document";
import { imprint } from "@/content/pages/legal/imprint";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({ title: imprint.title, description: imprint.description, path: "/imprint" });

export default function ImprintPage() {
  return <LegalDocumentView document={imprint} />;
}

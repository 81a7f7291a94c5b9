import { firstNameField } from "@/lib/generator/pipeline/placeholders";

/**
 * Names the one merge field an email carries, so "{first_name}" is not taken for a placeholder to fill by hand:
 * the email tool puts in each reader's first name. Nothing for other copy.
 */
export function MergeFieldNote({ contentType, variant }: { contentType: string; variant: string }) {
  if (contentType !== "email" || !variant.includes(firstNameField)) return null;
  return (
    <p className="text-xs text-muted-foreground" data-testid="merge-field-note">
      <code className="rounded bg-muted px-1">{firstNameField}</code> is a merge field: your email tool puts in each
      reader&apos;s first name. Most tools write it as <code className="rounded bg-muted px-1">{"*|FNAME|*"}</code> or{" "}
      <code className="rounded bg-muted px-1">{"{{first_name}}"}</code>; change it to your tool&apos;s before sending.
    </p>
  );
}

import { contentTypes, labelOf, platformsByType } from "../generator/options";

/** The kinds of saved copy: the generator's, content plans and hooks. */
export const libraryTypeOptions = [
  ...contentTypes,
  { value: "plan", label: "Content plan" },
  { value: "hooks", label: "Hooks" },
] as const;

/** A saved copy's kind by its label ("Social post"). */
export const typeLabel = (type: string) => labelOf(libraryTypeOptions, type);

/** The id of the library's heading: focus lands there once a deleted copy's own buttons are gone. */
export const libraryHeadingId = "library-heading";

/** A value the saved parameters hold under `key`, when it is a non-empty string. */
function stringParameter(parameters: unknown, key: string): string | null {
  const value =
    typeof parameters === "object" && parameters !== null ? (parameters as Record<string, unknown>)[key] : null;
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** Who wrote a saved item ("Offline writer", "OpenAI · gpt-4.1-mini"), kept in its parameters when it was saved. */
export function writerOf(parameters: unknown): string | null {
  return stringParameter(parameters, "writer");
}

/** The platform a copy was written for, by its label ("LinkedIn"); null when the type has none or none was kept. */
export function platformOf(contentType: string, parameters: unknown): string | null {
  const platform = stringParameter(parameters, "platform");
  if (!platform) return null;
  const options: readonly { value: string; label: string }[] | undefined =
    platformsByType[contentType as keyof typeof platformsByType];
  if (!options) return null;
  return options.find((option) => option.value === platform)?.label ?? null;
}

/** The first words of a copy on one line, for naming it in a sentence. */
export function excerptOf(content: string, maxLength = 60): string {
  const line = content.replace(/\s+/g, " ").trim();
  return line.length <= maxLength ? line : `${line.slice(0, maxLength - 1).trimEnd()}…`;
}

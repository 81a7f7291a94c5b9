// Sample copies: the demo dashboard's three saved copies. Nothing here is stored; the dates are relative
// to now so the demo never looks stale.

export type SampleCopy = {
  id: string;
  content: string;
  content_type: "social" | "email" | "ads";
  created_at: string;
  parameters: { platform: string } | { emailType: string };
  is_draft: boolean;
};

const hour = 60 * 60 * 1000;

export function sampleCopies(now: Date = new Date()): SampleCopy[] {
  const ago = (hours: number) => new Date(now.getTime() - hours * hour).toISOString();
  return [
    {
      id: "sample-social",
      content:
        "We built six prototypes of our first grinder. The one that sold best wasn't the fastest. It was the quietest.\n\nWhat's a lesson your customers taught you by leaving?",
      content_type: "social",
      created_at: ago(2),
      parameters: { platform: "linkedin" },
      is_draft: false,
    },
    {
      id: "sample-email",
      content:
        "Subject: Your first better cup starts here\n\nWelcome to Brewly. Pour in your beans, set 18 g, grind and taste: Brewly adjusts from there.",
      content_type: "email",
      created_at: ago(26),
      parameters: { emailType: "welcome" },
      is_draft: true,
    },
    {
      id: "sample-ads",
      content:
        "Café espresso at home, without the guesswork. Brewly weighs every dose and sets the grind for your beans.\n\nHeadline: Your grinder, finally dialled in",
      content_type: "ads",
      created_at: ago(74),
      parameters: { platform: "facebook" },
      is_draft: false,
    },
  ];
}

// The editor screen's choices: what it offers to add, how far it zooms, how long it waits for the frame.
export const editorScreen = {
  /** Native elements the toolbar can add inside the selection. */
  addableTags: ["div", "p", "span", "h2", "h3", "button", "a", "img", "ul", "li", "section"],
  zooms: [0.5, 0.75, 1],
  /** An instant update the frame has not confirmed by then counts as not shown. */
  instantUpdateTimeoutMs: 2000,
  /** The AI prompt's instruction length. */
  instructionMaxLength: 500,
  /**
   * How long AI mode waits for a suggestion before saying so: longer than the server's two providers' own limits
   * (ai.objectTimeoutMs each), so a server answer, even a refusal, comes first.
   */
  aiAnswerTimeoutMs: 130_000,
  /** How many computed styles the styles panel lists before "Show all". */
  stylesShownFirst: 16,
  /** How long preparing one save route may take (next dev compiles it) before the editor goes on without it. */
  routePrepareTimeoutMs: 120_000,
  /** How often the editor checks that the development server still answers, and how long one check waits. */
  serverCheckEveryMs: 30_000,
  serverCheckTimeoutMs: 15_000,
  /** Two readings of the server's start (now minus its uptime) this close are the same run of the server. */
  serverStartToleranceSeconds: 5,
} as const;

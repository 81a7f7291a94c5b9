// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { WriterBadge } from "./writer-badge";

afterEach(cleanup);

describe("the writer badge", () => {
  it("marks offline output as sample copy and tells the user who can connect a provider", () => {
    render(<WriterBadge label="Offline writer" offline />);
    expect(screen.getByTestId("writer").textContent).toBe("Offline writer");
    const note = screen.getByTestId("writer-note").textContent;
    expect(note).toContain("Sample copy from templates: ask your workspace's admin to connect an AI provider.");
    expect(note).not.toContain("README");
  });

  it("says which of a brand voice's rules the templates kept and which they could not", () => {
    render(<WriterBadge label="Offline writer" offline voice="House" />);
    expect(screen.getByTestId("writer-note").textContent).toContain(
      "Brand voice “House”: its words to avoid, and any “no emoji” or “no hashtags” in its notes, are kept; its tone and style need an AI provider.",
    );
  });

  it("names a model's provider without the note", () => {
    render(<WriterBadge label="OpenAI · gpt-4.1-mini" offline={false} />);
    expect(screen.getByTestId("writer").textContent).toBe("OpenAI · gpt-4.1-mini");
    expect(screen.queryByTestId("writer-note")).toBeNull();
  });
});

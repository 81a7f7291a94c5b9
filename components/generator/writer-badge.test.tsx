// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { WriterBadge } from "./writer-badge";

afterEach(cleanup);

describe("the writer badge", () => {
  it("marks offline output as sample copy and says where to read how to connect a provider", () => {
    render(<WriterBadge label="Offline writer" offline />);
    expect(screen.getByTestId("writer").textContent).toBe("Offline writer");
    const note = screen.getByTestId("writer-note").textContent;
    expect(note).toContain("Sample copy from templates — connect an AI provider for real drafts.");
    expect(note).toContain("See “Connect an AI provider” in the README.");
  });

  it("names a model's provider without the note", () => {
    render(<WriterBadge label="OpenAI · gpt-4.1-mini" offline={false} />);
    expect(screen.getByTestId("writer").textContent).toBe("OpenAI · gpt-4.1-mini");
    expect(screen.queryByTestId("writer-note")).toBeNull();
  });
});

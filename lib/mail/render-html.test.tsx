import { describe, expect, it } from "vitest";

import { renderHtml } from "./render-html";
import { confirmEmailMessage } from "./templates/confirm-email";
import { resetCodeMessage } from "./templates/reset-code";

describe("renderHtml", () => {
  it("escapes text and attributes", () => {
    const Name = ({ who }: { who: string }) => <b>{who}</b>;
    expect(
      renderHtml(
        <p title={'"x" & <y>'}>
          {"<script>"}
          <Name who="A&B" />
        </p>,
      ),
    ).toBe('<p title="&quot;x&quot; &amp; &lt;y&gt;">&lt;script&gt;<b>A&amp;B</b></p>');
  });

  it("writes styles, void elements, fragments and React's attribute names", () => {
    expect(
      renderHtml(
        <>
          <meta charSet="utf-8" />
          <div className="c" style={{ backgroundColor: "#fff", fontSize: "2px" }}>
            {0}
            {false}
            {null}
          </div>
        </>,
      ),
    ).toBe('<meta charset="utf-8"><div class="c" style="background-color:#fff;font-size:2px">0</div>');
  });
});

describe("templates", () => {
  it("gives every message a plain-text part that carries the same link as the HTML", () => {
    const link = "https://hookline.app/auth/callback#type=signup&access_token=t";
    const confirm = confirmEmailMessage({ to: "a@b.co", name: "<Ann>", link });
    expect(confirm.text).toContain(link);
    expect(confirm.html).toContain('href="https://hookline.app/auth/callback#type=signup&amp;access_token=t"');
    expect(confirm.html).toContain("Hi &lt;Ann&gt;");
    // Confirming does not start the trial: choosing a plan does, and only a confirmed email can.
    expect(confirm.text).toContain("Confirm your email address, then choose a plan to start your 3-day free trial:");

    // The written-out link breaks anywhere, so a long one wraps inside the card.
    expect(confirm.html).toMatch(
      /<p style="overflow-wrap:anywhere;word-break:break-all">Or paste this link into your browser: <a href="https:\/\/hookline\.app\/auth\/callback/,
    );

    const reset = resetCodeMessage({
      to: "a@b.co",
      code: "012345",
      link: "https://hookline.app/reset-password?email=a&token=012345",
    });
    expect(reset.subject).not.toContain("012345");
    expect(reset.text).toContain("012345");
    expect(reset.text).toContain("expires in 15 minutes");
  });
});

import type { ReactNode } from "react";

import { site } from "../../config/marketing/site";

const text = { fontFamily: "Inter, Arial, sans-serif", color: "#0f172a", fontSize: "16px", lineHeight: "24px" };

export function EmailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{preview}</title>
      </head>
      <body style={{ margin: 0, padding: "24px", backgroundColor: "#f8fafc" }}>
        <div
          style={{
            maxWidth: "520px",
            margin: "0 auto",
            padding: "32px",
            backgroundColor: "#ffffff",
            borderRadius: "12px",
            ...text,
          }}
        >
          <p style={{ fontWeight: 700, fontSize: "20px", margin: "0 0 24px" }}>{site.name}</p>
          {children}
          <p style={{ margin: "32px 0 0", fontSize: "13px", color: "#64748b" }}>
            {site.name} · AI copywriting for marketers, founders, creators and agencies. Questions? Write to{" "}
            {site.contactEmail}.
          </p>
        </div>
      </body>
    </html>
  );
}

export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: "24px 0" }}>
      <a
        href={href}
        style={{
          display: "inline-block",
          padding: "12px 20px",
          backgroundColor: "#4338ca",
          color: "#ffffff",
          borderRadius: "8px",
          textDecoration: "none",
          fontWeight: 600,
        }}
      >
        {children}
      </a>
    </p>
  );
}

/** A link written out for pasting: long links break anywhere, so they wrap inside the card instead of widening it. */
export function EmailFallbackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ overflowWrap: "anywhere", wordBreak: "break-all" }}>
      {children}{" "}
      <a href={href} style={{ color: "#4338ca" }}>
        {href}
      </a>
    </p>
  );
}

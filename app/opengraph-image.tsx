import { ImageResponse } from "next/og";

import { site } from "@/lib/config/marketing/site";

export const alt = `${site.name}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

// Generated at build time with the font bundled in next/og (no network).
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 80,
        background: "linear-gradient(135deg, #312e81 0%, #4338ca 55%, #6366f1 100%)",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24, fontSize: 48, fontWeight: 700 }}>
        <div
          style={{
            width: 88,
            height: 88,
            borderRadius: 20,
            background: "#ffffff",
            color: "#4338ca",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 60,
          }}
        >
          H
        </div>
        {site.name}
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.1 }}>Copy that hooks, written in seconds</div>
        <div style={{ fontSize: 32, opacity: 0.9 }}>{site.tagline}</div>
      </div>
    </div>,
    size,
  );
}

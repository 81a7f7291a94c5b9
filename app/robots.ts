import type { MetadataRoute } from "next";

import { protectedRoutes } from "@/lib/config/marketing/routes";
import { env } from "@/lib/env";

// Rendered per request, so the URLs follow the running server's APP_URL rather than the one at build time.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/onboarding/", ...protectedRoutes] },
    sitemap: new URL("/sitemap.xml", env.APP_URL).toString(),
  };
}

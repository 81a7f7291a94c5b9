import type { MetadataRoute } from "next";
import { protectedRoutes } from "@/lib/config/routes";
import { env } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/onboarding/", ...protectedRoutes] },
    sitemap: new URL("/sitemap.xml", env.APP_URL).toString(),
  };
}

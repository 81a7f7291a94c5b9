import { newsletterRoutes } from "@/lib/api-client/routes/newsletter";
import { reply, serve } from "@/lib/api-client/serve";
import { newsletterRateLimit } from "@/lib/config/rate-limits";
import { subscribe } from "@/lib/newsletter/subscribe";
import { enforceRateLimit } from "@/lib/rate-limit";

/** Adds an address to newsletter_subscribers (lower-cased and trimmed); 409 when it is already there. */
export const POST = serve(newsletterRoutes.subscribe, async ({ request, input }) => {
  await enforceRateLimit(newsletterRateLimit, { request });
  const { email } = await input();
  await subscribe(email);
  return reply({ subscribed: true }, { status: 201 });
});

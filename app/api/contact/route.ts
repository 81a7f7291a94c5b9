import { contactRoutes } from "@/lib/api-client/routes/contact";
import { reply, serve } from "@/lib/api-client/serve";
import { contactRateLimit } from "@/lib/config/rate-limits";
import { saveContactSubmission } from "@/lib/contact/submit";
import { enforceRateLimit } from "@/lib/rate-limit";

/** Stores a contact form message in contact_submissions. */
export const POST = serve(contactRoutes.send, async ({ request, input }) => {
  await enforceRateLimit(contactRateLimit, { request });
  const { id } = await saveContactSubmission(await input());
  return reply({ id }, { status: 201 });
});

import type { Metadata } from "next";
import { ScreenPlaceholder } from "@/components/account/screen-placeholder";
import { PlanSummary } from "@/components/billing/plan-summary";
import { requirePageSession } from "@/lib/auth/server-session";
import { billingOverviewOf } from "@/lib/billing/overview";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const { user } = await requirePageSession();
  const overview = await billingOverviewOf(user.id);
  return (
    <>
      <ScreenPlaceholder title="Dashboard" purpose="Your copies, usage and plan at a glance." email={user.email} />
      <section aria-labelledby="plan-heading" className="mx-4 mb-16 grid max-w-3xl gap-4 rounded-lg border p-6 sm:mx-6 md:mx-auto">
        <h2 id="plan-heading" className="text-lg font-semibold">
          Your plan
        </h2>
        <PlanSummary overview={overview} />
      </section>
    </>
  );
}

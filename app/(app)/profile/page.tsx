import type { Metadata } from "next";
import type { ReactNode } from "react";

import { ChangePasswordForm } from "@/components/account/change-password-form";
import { DeleteAccountForm } from "@/components/account/delete-account-form";
import { SetPasswordNote } from "@/components/account/set-password-note";
import { SignOutButton } from "@/components/account/sign-out-button";
import { ManageBillingButton } from "@/components/billing/manage-billing-button";
import { PlanSummary } from "@/components/billing/plan-summary";
import { ExtensionInstall } from "@/components/extension/extension-install";
import { ExtensionKey } from "@/components/extension/extension-key";
import { ApiKeys } from "@/components/profile/api-keys";
import { SchedulerConnections } from "@/components/profile/scheduler-connections";
import { extensionKeyOf, listApiKeys } from "@/lib/api-keys/store";
import { hasPasswordLogin } from "@/lib/auth/password-login";
import { requirePageSession } from "@/lib/auth/server-session";
import { isLocalBilling } from "@/lib/billing/stripe";
import { legal } from "@/lib/config/marketing/legal";
import { extensionDownloads } from "@/lib/extension/downloads";
import { connectionSummaries } from "@/lib/handoff/connections";
import { billingOverviewOf } from "@/lib/usage/overview";

export const metadata: Metadata = { title: "Profile" };

function Panel({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    // min-w-0: a long word inside (an email, a key) wraps instead of widening the page past a phone's screen.
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4 rounded-lg border p-4 sm:p-6">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

export default async function ProfilePage() {
  const { user } = await requirePageSession();
  const [overview, apiKey, apiKeys, downloads, passwordLogin, connections] = await Promise.all([
    billingOverviewOf(user.id),
    extensionKeyOf(user.id),
    listApiKeys(user.id),
    extensionDownloads(),
    hasPasswordLogin(user.id),
    connectionSummaries(user.id),
  ]);
  const hasBillingAccount = overview.entitlement.status !== null;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
      <Panel title="Account">
        <dl className="grid grid-cols-[5rem_minmax(0,1fr)] gap-2 text-sm sm:grid-cols-[6rem_minmax(0,1fr)]">
          <dt className="text-muted-foreground">Name</dt>
          <dd className="[overflow-wrap:anywhere]">{user.name}</dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="[overflow-wrap:anywhere]">
            {user.email} {user.emailVerified ? "(confirmed)" : "(not confirmed yet)"}
          </dd>
        </dl>
      </Panel>
      <Panel
        title="Plan and billing"
        description={
          isLocalBilling()
            ? "Local billing mode: plans start without payment on this server."
            : "Change your plan or card, or cancel, in Stripe's billing portal."
        }
      >
        <PlanSummary overview={overview} />
        {!isLocalBilling() && hasBillingAccount ? (
          <div>
            <ManageBillingButton />
          </div>
        ) : null}
      </Panel>
      <Panel
        title="Browser extension"
        description="Drafts replies on X, Threads and Instagram in five tones; it never posts for you. It signs in with this key."
      >
        <ExtensionKey
          initial={
            apiKey && {
              ...apiKey,
              createdAt: apiKey.createdAt.toISOString(),
              lastUsedAt: apiKey.lastUsedAt?.toISOString() ?? null,
            }
          }
          subscribed={overview.entitlement.hasActiveSubscription}
        />
        <div id="install-extension" className="grid gap-2">
          <h3 className="text-sm font-semibold">Install the extension</h3>
          <ExtensionInstall downloads={downloads} />
        </div>
      </Panel>
      <Panel title="API keys">
        <ApiKeys initial={apiKeys} subscribed={overview.entitlement.hasActiveSubscription} />
      </Panel>
      <Panel
        title="Schedulers"
        description="Send a campaign's posts to the scheduler you already use; posts over a platform's limit never leave."
      >
        <SchedulerConnections connections={connections} />
      </Panel>
      <Panel title="Change password" description="Your other sessions are signed out when you change it.">
        {passwordLogin ? <ChangePasswordForm /> : <SetPasswordNote email={user.email} action="change it here" />}
      </Panel>
      <Panel title="Sessions" description="Sign out here, or on every device where you are signed in.">
        <div className="flex flex-wrap gap-3">
          <SignOutButton />
          <SignOutButton everywhere />
        </div>
      </Panel>
      <Panel
        title="Delete account"
        description={`Deletes your account and everything it owns at once; backups holding it are gone within ${legal.accountDeletionDays} days. This cannot be undone.`}
      >
        {passwordLogin ? (
          <DeleteAccountForm />
        ) : (
          <SetPasswordNote email={user.email} action="confirm the deletion with it" />
        )}
      </Panel>
    </div>
  );
}

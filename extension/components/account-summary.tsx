import type { ExtensionAccount } from "../../lib/extension/constants";

export function AccountSummary({ account }: { account: ExtensionAccount }) {
  return (
    <dl className="summary">
      <div>
        <dt>Account</dt>
        <dd>{account.email}</dd>
      </div>
      <div>
        <dt>Plan</dt>
        <dd>{account.plan}</dd>
      </div>
      <div>
        <dt>Requests left</dt>
        <dd>{account.remaining.toLocaleString("en-US")}</dd>
      </div>
    </dl>
  );
}

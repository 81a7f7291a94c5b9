// The two addresses review links hand out: the reviewer's page, and the owner's board an email points to.
import { env } from "../env";

/** The page a reviewer opens: the token is the only thing in it. */
export function reviewUrl(token: string): string {
  return new URL(`/review/${token}`, env.APP_URL).toString();
}

/** The owner's board of a campaign. */
export function campaignBoardUrl(campaignId: string): string {
  return new URL(`/campaigns/${campaignId}`, env.APP_URL).toString();
}

import type { MailMessage } from "../message";
import { renderDocument } from "../render-html";
import { EmailButton, EmailFallbackLink, EmailLayout } from "./layout";

export type ReviewCounts = { approved: number; changesRequested: number; notReviewed: number };

type Input = {
  to: string;
  name: string;
  reviewerName: string;
  campaignName: string;
  counts: ReviewCounts;
  link: string;
};

const assets = (count: number) => `${count} asset${count === 1 ? "" : "s"}`;

function tally({ approved, changesRequested, notReviewed }: ReviewCounts): string[] {
  return [
    `Approved: ${assets(approved)}`,
    `Changes requested: ${assets(changesRequested)}`,
    ...(notReviewed > 0 ? [`Not reviewed: ${assets(notReviewed)}`] : []),
  ];
}

/** Tells a campaign's owner that a reviewer finished going through a review link, with the tally and the board. */
export function reviewFinishedMessage({ to, name, reviewerName, campaignName, counts, link }: Input): MailMessage {
  const subject = `${reviewerName} finished reviewing "${campaignName}"`;
  const intro = `${reviewerName} finished reviewing your campaign "${campaignName}".`;
  const lines = tally(counts);
  const next =
    counts.changesRequested > 0
      ? "Their comments are on each asset on the campaign's board."
      : "Everything reviewed was approved.";
  const html = renderDocument(
    <EmailLayout preview={subject}>
      <p>Hi {name},</p>
      <p>{intro}</p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{next}</p>
      <EmailButton href={link}>Open the campaign board</EmailButton>
      <EmailFallbackLink href={link}>Or paste this link into your browser:</EmailFallbackLink>
    </EmailLayout>,
  );
  const text = [`Hi ${name},`, "", intro, "", ...lines.map((line) => `- ${line}`), "", next, link].join("\n");
  return { to, subject, text, html };
}

// The offline writer's copy: built from the brief with fixed templates, so the app stays usable without any AI
// provider. It writes English and keeps every platform limit; the screens label it "Offline writer".
import { lengthRules } from "../config/limits";
import { countFor } from "../ai/limits";
import { variantSeparator } from "./format";
import { durationLabel, emailTypes, labelOf } from "./options";
import type { GeneratorInput } from "./schema";

function items(text: string): string[] {
  return text
    .split(/[\n;,•]+/)
    .map((item) => item.replace(/^\s*(?:[-*]|\d+[.)])\s*/, "").trim())
    .filter(Boolean);
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  if (!trimmed) return "";
  const first = trimmed.match(/^.*?[.!?](\s|$)/)?.[0]?.trim() ?? trimmed;
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The first candidates that fit `max` characters, whole: offline copy is never cut mid-word. */
function fitting(candidates: string[], max: number, count: number): string[] {
  const seen = new Set<string>();
  return candidates
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line && line.length <= max && !seen.has(line) && seen.add(line))
    .slice(0, count);
}

function within(text: string, rule: keyof typeof lengthRules): string {
  let result = text;
  const paragraphs = text.split("\n\n");
  while (countFor(rule, result) > lengthRules[rule].limit && paragraphs.length > 1) {
    paragraphs.splice(paragraphs.length - 2, 1);
    result = paragraphs.join("\n\n");
  }
  return result;
}

type Brief = { subject: string; promise: string; benefits: string[]; features: string[]; pain: string; audience: string; proof: string };

function briefFrom(input: GeneratorInput): Brief {
  const subject = input.headline || input.title || input.topic || "this";
  return {
    subject,
    promise: sentence(input.description || input.content || input.body || input.topic || subject),
    benefits: items(input.benefits),
    features: items(input.features),
    pain: items(input.challenges)[0] ?? "",
    audience: input.demographics || "",
    proof: items(input.usps)[0] ?? "",
  };
}

function ads(input: GeneratorInput, brief: Brief, angle: number): string {
  const benefit = brief.benefits[angle] ?? brief.benefits[0] ?? "Get more done in less time";
  if (input.platform === "google") {
    const headlines = fitting(
      [brief.subject, upper(benefit), `Try ${brief.subject} Today`, `${brief.subject} for Teams`, "Start Your Free Trial", ...brief.features.map(upper), ...brief.benefits.map(upper), brief.proof, "Set Up in Minutes", "See Results This Week", "Simple, Fast, Reliable", "Built for Busy Teams", "No Credit Card Needed", "Get Started Free"],
      lengthRules.googleHeadline.limit,
      10,
    );
    const descriptions = fitting(
      [
        `${brief.promise} ${upper(benefit)}.`,
        brief.promise,
        `${upper(benefit)}. Start today and see the difference in your first week.`,
        `${brief.subject}: ${brief.features.slice(0, 2).join(" and ") || "everything you need in one place"}.`,
        brief.pain ? `Tired of ${lower(brief.pain)}? ${brief.subject} fixes it.` : "",
        "Join teams who switched and never looked back. Try it free today.",
        "Clear pricing, fast setup and support that answers. Get started now.",
      ],
      lengthRules.googleDescription.limit,
      4,
    );
    return [...headlines.map((line, index) => `Headline ${index + 1}: ${line}`), ...descriptions.map((line, index) => `Description ${index + 1}: ${line}`)].join("\n");
  }
  const primary = angle === 0
    ? `${brief.pain ? `Still stuck with ${lower(brief.pain)}? ` : ""}${brief.subject}: ${lower(brief.promise)}`
    : `${upper(benefit)}. That is what ${brief.subject} is for.`;
  const headline = fitting([upper(benefit), `Meet ${brief.subject}`, brief.subject], lengthRules.facebookHeadline.limit, 1)[0] ?? "Try it today";
  const description = fitting([brief.proof, "Start your free trial", "Try it free"], lengthRules.facebookDescription.limit, 1)[0] ?? "Try it free";
  return `Primary text: ${primary}\nHeadline: ${headline}\nDescription: ${description}`;
}

function social(input: GeneratorInput, brief: Brief, angle: number): string {
  const emoji = input.useEmojis ? ["🚀 ", "✅ ", "👉 "] : ["", "- ", ""];
  const hook = angle === 0
    ? `${upper(input.topic)}: here is what most people get wrong.`
    : `I used to think ${lower(input.topic)} was hard. It isn't.`;
  const points = (brief.benefits.length > 0 ? brief.benefits : items(input.content)).slice(0, 3);
  const fallback = ["Start smaller than feels comfortable", "Make it a habit, not a project", "Measure what changes"];
  const body = (points.length > 0 ? points : fallback).map((point) => `${emoji[1]}${upper(point)}`).join("\n");
  const close = `${emoji[2]}What would you add? Tell me in the comments.`;
  const tags = input.seoOptimized || input.platform === "instagram" ? `\n\n${items(input.topic).slice(0, 3).map((tag) => `#${tag.replace(/[^\p{L}\p{N}]+/gu, "")}`).join(" ")}` : "";
  const post = `${emoji[0]}${hook}\n\n${body}\n\n${close}${tags}`;
  const rule = ({ x: "x", threads: "threads", instagram: "instagram", linkedin: "linkedin" } as const)[input.platform as "x"];
  return rule ? within(post, rule) : post;
}

function email(input: GeneratorInput, brief: Brief, angle: number): string {
  const kind = labelOf(emailTypes, input.emailType).toLowerCase();
  const subjects = [input.subject, angle === 0 ? `${upper(items(input.body)[0] ?? brief.subject)}` : `A quick note about ${brief.subject}`];
  const subject = fitting(subjects, lengthRules.emailSubject.limit, 1)[0] ?? "A quick note";
  const points = items(input.body);
  return [
    `Subject: ${subject}`,
    `Preview: ${fitting([sentence(input.body), "Two minutes that are worth it."], 90, 1)[0] ?? ""}`,
    "",
    "Hi {first_name},",
    "",
    angle === 0 ? `This ${kind} email is short, because your time matters.` : `I'll get straight to the point.`,
    "",
    ...points.map((point) => `- ${upper(point)}`),
    "",
    brief.benefits[0] ? `The result: ${lower(brief.benefits[0])}.` : "",
    "",
    "Reply to this email if you have questions; a real person reads every answer.",
    "",
    "Best,",
    "{your_name}",
  ].join("\n").replace(/\n{3,}/g, "\n\n");
}

function script(input: GeneratorInput, brief: Brief, angle: number): string {
  const seconds = input.duration ?? 60;
  const stamp = (at: number) => `${Math.floor(at / 60)}:${String(at % 60).padStart(2, "0")}`;
  const beats = [
    ["HOOK", angle === 0 ? `Everyone talks about ${lower(input.topic)}. Almost no one does it right.` : `Here's the fastest way to get ${lower(input.topic)} right.`, "Close-up, direct to camera"],
    ["PROBLEM", brief.pain ? `The problem: ${lower(brief.pain)}.` : `The problem is not effort. It's knowing where to start.`, "Quick cuts of the struggle"],
    ["SOLUTION", brief.promise, "Show it in action"],
    ...brief.benefits.slice(0, 3).map((benefit) => ["BENEFIT", `${upper(benefit)}.`, "On-screen text with the benefit"]),
    ["CALL TO ACTION", "Try it today. The link is in the description.", "End card with logo and link"],
  ];
  const step = Math.max(3, Math.floor(seconds / beats.length));
  return [
    input.title ? `${input.title} (${durationLabel(seconds)})` : `${upper(input.topic)} (${durationLabel(seconds)})`,
    "",
    ...beats.map(([name, words, visual], index) => `[${stamp(index * step)}–${stamp(index === beats.length - 1 ? seconds : (index + 1) * step)}] ${name}\n${words}\n(${visual})`),
  ].join("\n\n").replace(/\n{3,}/g, "\n\n");
}

function blog(input: GeneratorInput, brief: Brief): string {
  const points = items(input.outline).length > 0 ? items(input.outline) : [`Why ${lower(input.title)} matters`, "The common mistakes", "A step-by-step approach", "Examples that work", "Your next step"];
  if (input.platform === "outline") {
    return [`# ${input.title}`, "", ...points.flatMap((point) => [`## ${upper(point)}`, `- What the reader needs to know about ${lower(point)}`, "- One concrete example", ""]), "## Conclusion", "- Sum up the key takeaways", "- Call to action: try it this week"].join("\n");
  }
  if (input.platform === "intro") {
    const promise = input.description || input.content ? ` ${brief.promise}` : "";
    return `${brief.pain ? `If "${lower(brief.pain)}" sounds familiar, you're not alone.` : "It sounds simple until you try it."}${promise}\n\nIn this article you'll learn ${points.slice(0, 3).map(lower).join(", ")}. By the end, you'll have a clear plan you can put to work today.`;
  }
  const promise = input.description || input.content ? ` ${brief.promise}` : "";
  return `Getting this right comes down to a few habits: ${points.slice(0, 3).map(lower).join(", ")}.${promise}\n\nPick one idea from this article and try it this week. Small, steady steps beat big plans that never start.`;
}

function seo(input: GeneratorInput, brief: Brief): string {
  const keyword = items(input.topic)[0] ?? input.title;
  const options = fitting(
    [
      `${brief.promise} ${upper(keyword)} made simple. Learn more.`,
      `Discover ${input.title}: ${lower(brief.promise)}`,
      `${upper(keyword)}: ${lower(brief.promise)} See how it works.`,
      `${brief.promise}`,
      `Learn about ${input.title}. Clear answers, practical steps.`,
      `Explore ${lower(keyword)} with ${input.title}. Start today.`,
    ],
    lengthRules.metaDescription.limit,
    3,
  );
  return options.map((line, index) => `Meta description ${index + 1}: ${line}`).join("\n");
}

function variant(input: GeneratorInput, angle: number): string {
  const brief = briefFrom(input);
  switch (input.contentType) {
    case "ads": return ads(input, brief, angle);
    case "social": return social(input, brief, angle);
    case "email": return email(input, brief, angle);
    case "scripts": return script(input, brief, angle);
    case "blog": return blog(input, brief);
    case "seo": return seo(input, brief);
  }
}

/** Copy for `input` without a model; two variants when A/B testing is on. */
export function offlineCopy(input: GeneratorInput): string {
  const variants = input.abTesting ? [variant(input, 0), variant(input, 1)] : [variant(input, 0)];
  return variants.join(`\n${variantSeparator}\n`);
}

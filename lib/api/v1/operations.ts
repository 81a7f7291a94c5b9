// Every operation of the public API, once: its path, its scope, its input and answer schemas and the errors it
// can answer. The route handlers are built from these entries and the OpenAPI document is generated from them, so
// the two cannot disagree.
import type { z } from "zod";

import type { ApiScope } from "../../api-keys/scopes";
import type { ErrorCode } from "../../app-error";
import { planning } from "../../config/generation/requests";
import { contentPlanInputSchema } from "../../content-plan/schema";
import { countInWords } from "../../format";
import { generatorInputSchema } from "../../generator/schema";
import { hooksInputSchema } from "../../hooks/schema";
import { updateCopySchema } from "../../library/schema";
import { campaignOperations } from "./campaign-operations";
import {
  apiContentPlanAnswerSchema,
  apiCopyAnswerSchema,
  apiHooksAnswerSchema,
  apiUsageAnswerSchema,
  checkAnswerSchema,
  checkInputSchema,
  copyListSchema,
  generationAnswerSchema,
  libraryQuerySchema,
  saveCopyInputSchema,
  voiceAnswerSchema,
  voiceInputSchema,
  voiceListSchema,
  voicePatchSchema,
} from "./schemas";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Tag = "Generation" | "Checks" | "Brand voices" | "Library" | "Campaigns" | "Account";

export type Operation = {
  id: string;
  method: HttpMethod;
  /** OpenAPI form: "/api/v1/voices/{id}". */
  path: string;
  tag: Tag;
  summary: string;
  description: string;
  /** What the key must have been made with; null: any valid key. */
  scope: ApiScope | null;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Undefined: answers 204 No Content. */
  answer?: z.ZodType;
  status: 200 | 201 | 204;
  /** Spends one generation of the plan (given back when it fails). */
  spendsUnit: boolean;
  /** Accepts an Idempotency-Key header: a retry answers the first answer and spends nothing more. */
  idempotent: boolean;
  /** Also answers as a server-sent event stream when asked with `Accept: text/event-stream`. */
  streams: boolean;
  /** The error codes this operation can answer besides those every request can (see commonErrors). */
  errors: readonly ErrorCode[];
};

/** What any request can be answered, whatever the operation. */
export const commonErrors: readonly ErrorCode[] = ["unauthorized", "rate_limited", "internal_error", "unavailable"];

const metered: readonly ErrorCode[] = [
  "invalid_json",
  "invalid_input",
  "payload_too_large",
  "forbidden",
  "email_unconfirmed",
  "subscription_required",
  "payment_required",
  "conflict",
  "idempotency_key_reused",
];

const define = <const T extends Operation>(operation: T) => operation;

export const operations = {
  generateCopy: define({
    id: "generateCopy",
    method: "POST",
    path: "/api/v1/generate",
    tag: "Generation",
    summary: "Generate copy",
    description:
      "Writes copy for one brief: ads, social posts, emails, video scripts, blog parts or SEO meta. Every part is kept within the platform's hard limit (X counted by its weights), and every variant is scored. Send `Accept: text/event-stream` to receive the copy as it is written. Each content type needs its own fields: `ads` a `platform` (facebook or google), `headline` and `description`; `social` a `platform` (linkedin, instagram, threads, x, or custom with `customPlatform`) and `topic`; `email` an `emailType` and `body`; `scripts` a `scriptType`, `duration` and `topic`; `blog` a `platform` (outline, intro or conclusion) and `title`; `seo` a `title` and `description`.",
    scope: "generate",
    body: generatorInputSchema,
    answer: generationAnswerSchema,
    status: 200,
    spendsUnit: true,
    idempotent: true,
    streams: true,
    errors: metered,
  }),
  writeHooks: define({
    id: "writeHooks",
    method: "POST",
    path: "/api/v1/hooks",
    tag: "Generation",
    summary: `Write ${planning.hooksPerRequest} hooks`,
    description: `${countInWords(planning.hooksPerRequest, { capital: true })} opening lines for a topic, or one hook of an earlier list rewritten (send \`regenerate\`).`,
    scope: "generate",
    body: hooksInputSchema,
    answer: apiHooksAnswerSchema,
    status: 200,
    spendsUnit: true,
    idempotent: true,
    streams: false,
    errors: metered,
  }),
  planContent: define({
    id: "planContent",
    method: "POST",
    path: "/api/v1/content-plan",
    tag: "Generation",
    summary: `Plan ${planning.planWeeks} weeks of content`,
    description: `A ${planning.planWeeks}-week plan with a theme a week and its posts, or one post of an earlier plan rewritten (send \`regenerate\`).`,
    scope: "generate",
    body: contentPlanInputSchema,
    answer: apiContentPlanAnswerSchema,
    status: 200,
    spendsUnit: true,
    idempotent: true,
    streams: false,
    errors: metered,
  }),
  checkText: define({
    id: "checkText",
    method: "POST",
    path: "/api/v1/check",
    tag: "Checks",
    summary: "Check text against a platform's limits",
    description:
      "Counts each part of the text the way its platform does and scores it with the same checks as generated copy. Free and deterministic: no generation is spent.",
    scope: null,
    body: checkInputSchema,
    answer: checkAnswerSchema,
    status: 200,
    spendsUnit: false,
    idempotent: false,
    streams: false,
    errors: ["invalid_json", "invalid_input", "payload_too_large"],
  }),
  listVoices: define({
    id: "listVoices",
    method: "GET",
    path: "/api/v1/voices",
    tag: "Brand voices",
    summary: "List brand voices",
    description: "The account's brand voices, the default first, and how many the plan allows.",
    scope: "voices:read",
    answer: voiceListSchema,
    status: 200,
    spendsUnit: false,
    idempotent: false,
    streams: false,
    errors: ["forbidden"],
  }),
  createVoice: define({
    id: "createVoice",
    method: "POST",
    path: "/api/v1/voices",
    tag: "Brand voices",
    summary: "Create a brand voice",
    description: "Saves a brand voice within the plan's number of voices. Generation requests name it in `presetName`.",
    scope: "voices:write",
    body: voiceInputSchema,
    answer: voiceAnswerSchema,
    status: 201,
    spendsUnit: false,
    idempotent: true,
    streams: false,
    errors: [
      "invalid_json",
      "invalid_input",
      "payload_too_large",
      "forbidden",
      "subscription_required",
      "payment_required",
      "conflict",
      "idempotency_key_reused",
    ],
  }),
  readVoice: define({
    id: "readVoice",
    method: "GET",
    path: "/api/v1/voices/{id}",
    tag: "Brand voices",
    summary: "Read a brand voice",
    description: "One brand voice of the account.",
    scope: "voices:read",
    answer: voiceAnswerSchema,
    status: 200,
    spendsUnit: false,
    idempotent: false,
    streams: false,
    errors: ["forbidden", "not_found"],
  }),
  updateVoice: define({
    id: "updateVoice",
    method: "PATCH",
    path: "/api/v1/voices/{id}",
    tag: "Brand voices",
    summary: "Update a brand voice",
    description: "Changes the fields sent and keeps the others.",
    scope: "voices:write",
    body: voicePatchSchema,
    answer: voiceAnswerSchema,
    status: 200,
    spendsUnit: false,
    idempotent: true,
    streams: false,
    errors: [
      "invalid_json",
      "invalid_input",
      "payload_too_large",
      "forbidden",
      "not_found",
      "conflict",
      "idempotency_key_reused",
    ],
  }),
  listLibrary: define({
    id: "listLibrary",
    method: "GET",
    path: "/api/v1/library",
    tag: "Library",
    summary: "List saved copy",
    description:
      "Saved copy, newest first, with the dashboard's filters: a search (`q`), a content type (`type`) and favourites only (`favourites=1`).",
    scope: "library:read",
    query: libraryQuerySchema,
    answer: copyListSchema,
    status: 200,
    spendsUnit: false,
    idempotent: false,
    streams: false,
    errors: ["invalid_input", "forbidden"],
  }),
  saveCopy: define({
    id: "saveCopy",
    method: "POST",
    path: "/api/v1/library",
    tag: "Library",
    summary: "Save copy to the library",
    description: "Saves a text to the library, where the dashboard lists it.",
    scope: "library:write",
    body: saveCopyInputSchema,
    answer: apiCopyAnswerSchema,
    status: 201,
    spendsUnit: false,
    idempotent: true,
    streams: false,
    errors: [
      "invalid_json",
      "invalid_input",
      "payload_too_large",
      "forbidden",
      "subscription_required",
      "conflict",
      "idempotency_key_reused",
    ],
  }),
  readCopy: define({
    id: "readCopy",
    method: "GET",
    path: "/api/v1/library/{id}",
    tag: "Library",
    summary: "Read saved copy",
    description: "One saved copy of the account.",
    scope: "library:read",
    answer: apiCopyAnswerSchema,
    status: 200,
    spendsUnit: false,
    idempotent: false,
    streams: false,
    errors: ["forbidden", "not_found"],
  }),
  updateCopy: define({
    id: "updateCopy",
    method: "PATCH",
    path: "/api/v1/library/{id}",
    tag: "Library",
    summary: "Update saved copy",
    description: "Edits the text, marks it a favourite or a draft.",
    scope: "library:write",
    body: updateCopySchema,
    answer: apiCopyAnswerSchema,
    status: 200,
    spendsUnit: false,
    idempotent: true,
    streams: false,
    errors: [
      "invalid_json",
      "invalid_input",
      "payload_too_large",
      "forbidden",
      "not_found",
      "conflict",
      "idempotency_key_reused",
    ],
  }),
  deleteCopy: define({
    id: "deleteCopy",
    method: "DELETE",
    path: "/api/v1/library/{id}",
    tag: "Library",
    summary: "Delete saved copy",
    description: "Deletes one saved copy for good.",
    scope: "library:write",
    status: 204,
    spendsUnit: false,
    idempotent: true,
    streams: false,
    errors: ["invalid_input", "forbidden", "not_found", "conflict", "idempotency_key_reused"],
  }),
  ...campaignOperations,
  getUsage: define({
    id: "getUsage",
    method: "GET",
    path: "/api/v1/usage",
    tag: "Account",
    summary: "Plan and usage",
    description: "The plan, the generations used and allowed this period, the bonus credits and when the period ends.",
    scope: null,
    answer: apiUsageAnswerSchema,
    status: 200,
    spendsUnit: false,
    idempotent: false,
    streams: false,
    errors: [],
  }),
} as const;

export type OperationId = keyof typeof operations;

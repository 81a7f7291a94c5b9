// What each code the public API answers means, in one sentence for the developer reading the reference. The
// OpenAPI document carries them (x-error-codes and each error response), and the reference page shows them.
import type { apiErrorCodes } from "../../app-error";

export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const errorCodeMeanings: Record<ApiErrorCode, string> = {
  invalid_json: "The request body is not valid JSON.",
  invalid_input: "A field, query parameter or header is missing or not valid; the message names it.",
  unauthorized: "The Authorization header is missing, or its key is unknown or revoked.",
  payment_required:
    "The plan has no generations left this period, or no room for another brand voice; error.usage carries the plan and what it has left.",
  subscription_required: "This needs an active plan or trial, and a last payment that went through.",
  email_unconfirmed: "The account's email address is not confirmed yet.",
  forbidden: "The key was not made with the scope this operation needs.",
  not_found: "No such object in this account.",
  conflict:
    "The request clashes with the account's data (such as a name already used), or a request with the same Idempotency-Key is still running.",
  idempotency_key_reused: "This Idempotency-Key was already used for a different request.",
  payload_too_large: "The request body is larger than the API accepts.",
  rate_limited: "Too many requests: wait the seconds in Retry-After.",
  internal_error: "Something went wrong on Hookline's side; nothing was spent.",
  unavailable: "Hookline or its writer is briefly unavailable; retry after the seconds in Retry-After.",
};

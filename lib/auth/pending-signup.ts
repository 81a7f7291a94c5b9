// Between sign-up and confirmation the browser keeps the pending email and metadata; the welcome page that follows
// the confirmation forgets them.
import { localStorageKeys } from "../storage-keys";

export type PendingUserMetadata = { name: string };

export function storePendingSignup(email: string, metadata: PendingUserMetadata): void {
  localStorage.setItem(localStorageKeys.pendingUserEmail, email);
  localStorage.setItem(localStorageKeys.pendingUserMetadata, JSON.stringify(metadata));
}

/** The email this browser signed up with and has not confirmed yet, if any. */
export function readPendingEmail(): string | null {
  try {
    return localStorage.getItem(localStorageKeys.pendingUserEmail);
  } catch {
    return null;
  }
}

export function clearPendingSignup(): void {
  localStorage.removeItem(localStorageKeys.pendingUserEmail);
  localStorage.removeItem(localStorageKeys.pendingUserMetadata);
}

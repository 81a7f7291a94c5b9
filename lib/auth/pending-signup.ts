// SPEC §3: between sign-up and confirmation the browser keeps the pending email and metadata.
import { localStorageKeys } from "../storage-keys";

export type PendingUserMetadata = { name: string };

export function storePendingSignup(email: string, metadata: PendingUserMetadata): void {
  localStorage.setItem(localStorageKeys.pendingUserEmail, email);
  localStorage.setItem(localStorageKeys.pendingUserMetadata, JSON.stringify(metadata));
}

export function clearPendingSignup(): void {
  localStorage.removeItem(localStorageKeys.pendingUserEmail);
  localStorage.removeItem(localStorageKeys.pendingUserMetadata);
}

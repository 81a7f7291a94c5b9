// The path a visitor tried before signing in (kept in localStorage), kept same-origin only.
import { localStorageKeys } from "../storage-keys";

export const defaultSignedInPath = "/dashboard";

/** A same-origin path ("/x?y"), or null for anything that could leave the site ("//evil", "https://..."). */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  try {
    const url = new URL(value, "http://hookline.invalid");
    const path = `${url.pathname}${url.search}`;
    // Normalising can turn "/.//evil.example" into "//evil.example": check the result as well.
    return url.origin === "http://hookline.invalid" && !path.startsWith("//") && !path.startsWith("/\\") ? path : null;
  } catch {
    return null;
  }
}

export function rememberPath(path: string): void {
  const safe = safeLocalPath(path);
  if (safe) localStorage.setItem(localStorageKeys.lastAuthenticatedPath, safe);
}

/** Where signing in will lead, without forgetting it (a sign-in through Google may be cancelled and tried again). */
export function peekSignedInPath(): string {
  return safeLocalPath(localStorage.getItem(localStorageKeys.lastAuthenticatedPath)) ?? defaultSignedInPath;
}

/** Where to go after signing in: the remembered path (then forgotten), else the dashboard. */
export function takeSignedInPath(): string {
  const stored = safeLocalPath(localStorage.getItem(localStorageKeys.lastAuthenticatedPath));
  localStorage.removeItem(localStorageKeys.lastAuthenticatedPath);
  return stored ?? defaultSignedInPath;
}

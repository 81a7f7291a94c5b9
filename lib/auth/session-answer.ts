// GET /api/auth/get-session's answer (Better Auth's): the signed-in user's email, or null for a visitor. Read without
// zod: the top bar asks on every page, and zod would add a fifth to a page's first-load JavaScript.

export type SessionUser = { email: string };

export const sessionAnswer = {
  safeParse(value: unknown): { success: true; data: SessionUser | null } | { success: false } {
    if (value === null || value === undefined) return { success: true, data: null };
    if (typeof value !== "object") return { success: false };
    const user = "user" in value ? value.user : null;
    const email = typeof user === "object" && user !== null && "email" in user ? user.email : null;
    return { success: true, data: typeof email === "string" && email ? { email } : null };
  },
};

import "server-only";

import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { bearer, emailOTP } from "better-auth/plugins";

import { cancelBillingOf } from "../billing/account-deletion";
import { passwordRule, resetCode, sessionLifetime } from "../config/auth";
import { getDb } from "../db";
import { env, EnvError } from "../env";
import { isDatabaseUnreachable } from "../health/unreachable";
import { logger } from "../log/logger";
import { sendMail } from "../mail";
import { accountExistsMessage } from "../mail/templates/account-exists";
import { confirmEmailMessage } from "../mail/templates/confirm-email";
import { resetCodeMessage } from "../mail/templates/reset-code";
import { confirmationLinkFor, resetLinkFor } from "./callback-link";
import { issueConfirmation } from "./confirmation";
import { googleConfigured, googleProviderOf, googleRulesPlugin, withoutProviderTokens } from "./google";
import { googleErrorPath } from "./google-sign-in";

const authLog = logger.child({ component: "better-auth" });

async function sendConfirmation(user: { id: string; email: string; name: string }): Promise<void> {
  const token = await issueConfirmation(user.id);
  await sendMail(
    confirmEmailMessage({ to: user.email, name: user.name, link: confirmationLinkFor(env.APP_URL, token) }),
  );
}

function createAuth(secret: string) {
  return betterAuth({
    appName: "Hookline",
    baseURL: env.APP_URL,
    secret,
    trustedOrigins: env.APP_ORIGINS,
    database: prismaAdapter(getDb(), { provider: "postgresql" }),
    emailAndPassword: {
      enabled: true,
      // Unconfirmed users may sign in; what needs a verified email stays locked until they confirm.
      requireEmailVerification: false,
      autoSignIn: false,
      minPasswordLength: passwordRule.minLength,
      maxPasswordLength: passwordRule.maxLength,
      revokeSessionsOnPasswordReset: true,
      // With autoSignIn off, signing up with a taken email answers exactly like a new sign-up. The owner gets a
      // fresh confirmation link if the email is still unconfirmed, otherwise a note that the account exists.
      onExistingUserSignUp: async ({ user }) => {
        if (!user.emailVerified) return sendConfirmation(user);
        await sendMail(
          accountExistsMessage({
            to: user.email,
            name: user.name,
            signInLink: `${env.APP_URL}/welcome`,
            resetLink: `${env.APP_URL}/reset-password`,
          }),
        );
      },
    },
    // Signing in with Google: only an email Google verified is taken (googleRulesPlugin), and it needs no confirmation
    // mail. Better Auth links Google to an existing account only when Google verified the email and so did the
    // account's owner (its defaults, kept).
    socialProviders: googleProviderOf(env),
    account: { encryptOAuthTokens: true },
    databaseHooks: {
      account: {
        create: { before: async (account) => ({ data: withoutProviderTokens(account) }) },
        update: { before: async (account) => ({ data: withoutProviderTokens(account) }) },
      },
    },
    // A Google sign-in that cannot go on (its state used or expired, a replayed callback) lands where it is explained.
    onAPIError: { errorURL: `${env.APP_URL}${googleErrorPath}` },
    emailVerification: {
      sendOnSignUp: true,
      // Better Auth's own link carries its token in the query string; Hookline sends its own single-use link
      // with the token in the fragment instead.
      sendVerificationEmail: ({ user }) => sendConfirmation(user),
    },
    user: {
      additionalFields: {
        emailVerifiedV2: { type: "boolean", defaultValue: false, input: false },
      },
      // The Stripe subscription is cancelled first: a deleted user is never charged again.
      deleteUser: { enabled: true, beforeDelete: (user) => cancelBillingOf(user.id) },
    },
    session: {
      expiresIn: sessionLifetime.expiresInSeconds,
      updateAge: sessionLifetime.updateAgeSeconds,
    },
    // Auth endpoints are limited by Hookline's PostgreSQL limiter (app/api/auth), per IP and per email.
    rateLimit: { enabled: false },
    advanced: {
      // The session and its user in one query (Prisma's relationJoins): every signed-in request reads them.
      database: { joins: true },
      useSecureCookies: env.APP_URL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    telemetry: { enabled: false },
    logger: {
      // Better Auth's own default: its warnings (a wrong password, say) are answers, not news for the operator.
      level: "error",
      log: (level, message, ...args: unknown[]) => {
        // Hookline answers an unreachable database itself and logs it once per outage, not once per request.
        if (args.some((arg) => isDatabaseUnreachable(arg))) return;
        authLog[level]({ details: args }, message);
      },
    },
    plugins: [
      ...(googleConfigured(env) ? [googleRulesPlugin(env.GOOGLE_ISSUER_URL)] : []),
      bearer({ requireSignature: true }),
      emailOTP({
        otpLength: resetCode.digits,
        expiresIn: resetCode.ttlSeconds,
        allowedAttempts: resetCode.allowedAttempts,
        storeOTP: "hashed",
        disableSignUp: true,
        async sendVerificationOTP({ email, otp, type }) {
          if (type !== "forget-password") return;
          await sendMail(resetCodeMessage({ to: email, code: otp, link: resetLinkFor(env.APP_URL, email, otp) }));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = Auth["$Infer"]["Session"];

const cache = globalThis as typeof globalThis & { hooklineAuth?: Auth };

/** The one Better Auth instance, created on first use so that a build needs no secret. */
export function getAuth(): Auth {
  if (cache.hooklineAuth) return cache.hooklineAuth;
  if (!env.BETTER_AUTH_SECRET) {
    throw new EnvError(
      "BETTER_AUTH_SECRET is not set. `npm run dev` and `npm start` on the embedded database provide one; set it in production.",
    );
  }
  cache.hooklineAuth = createAuth(env.BETTER_AUTH_SECRET);
  return cache.hooklineAuth;
}

// The contact form's one schema, shared by the form and POST /api/contact.
import { z } from "zod";

import { emailMaxLength } from "../config/auth";
import { fieldErrors } from "../field-errors";

export const contactTopics = ["bug", "feature", "privacy", "feedback", "other"] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactTopicLabels: Record<ContactTopic, string> = {
  bug: "Report a bug",
  feature: "Request a feature",
  privacy: "Privacy request",
  feedback: "Feedback",
  other: "Something else",
};

export const contactMessages = {
  email: "Please enter a valid email address",
  topic: "Please select a topic",
  message: "Message must be at least 10 characters",
} as const;

export const contactInput = z.object({
  email: z
    .string()
    .trim()
    .max(emailMaxLength, contactMessages.email)
    .pipe(z.email(contactMessages.email))
    .transform((email) => email.toLowerCase()),
  topic: z.enum(contactTopics, contactMessages.topic),
  message: z.string().trim().min(10, contactMessages.message).max(5000, "Message must be at most 5000 characters"),
});

export type ContactInput = z.infer<typeof contactInput>;

/** The first message per field, for showing each at its field. */
export const contactFieldErrors = (error: z.ZodError) => fieldErrors<keyof ContactInput>(error);

/** POST /api/contact's answer: the stored message's id. */
export const contactAnswerSchema = z.object({ id: z.string() });

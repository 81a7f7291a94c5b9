// The newsletter's toasts (keep the wording exact); no zod here, so the form can show them without loading it.
export const newsletterToasts = {
  required: { title: "Email required", description: "Please enter your email address." },
  invalid: { title: "Invalid email", description: "Please enter a valid email address." },
  success: {
    title: "Successfully subscribed!",
    description: "Thank you for subscribing to our newsletter. You'll receive the latest insights and tips.",
  },
  duplicate: { title: "Already subscribed", description: "This email is already subscribed to our newsletter." },
  failed: {
    title: "Subscription failed",
    description: "There was an error subscribing to the newsletter. Please try again.",
  },
} as const;

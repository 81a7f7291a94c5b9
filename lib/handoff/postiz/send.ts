import type { Sender } from "../sender";

/** Sends one campaign day's posts to Postiz in one request. */
export const postizSender: Sender = async () => {
  throw new Error("The Postiz sender is being built.");
};

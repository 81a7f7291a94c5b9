import type { Sender } from "../sender";

/** Creates one Typefully draft for one post. */
export const typefullySender: Sender = async () => {
  throw new Error("The Typefully sender is being built.");
};

// Each scheduler's sender, by destination: the hand-off job picks the batch's one.
import { postizSender } from "./postiz/send";
import type { Sender } from "./sender";
import { typefullySender } from "./typefully/send";

export const senders: Record<"postiz" | "typefully", Sender> = { postiz: postizSender, typefully: typefullySender };

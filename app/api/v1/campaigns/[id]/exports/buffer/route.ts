import { exportBufferFiles } from "@/lib/api/v1/actions/handoff";
import { v1Handler } from "@/lib/api/v1/handler";
import { operations } from "@/lib/api/v1/operations";

/** The posts that pass the gate as Buffer's bulk-upload files, each file's text in the answer; the rest in `held`. */
export const POST = v1Handler(operations.exportCampaignToBuffer, ({ principal, id, body }) =>
  exportBufferFiles(principal.userId, id, body),
);

// One more server working the campaign job queue, in a process of its own (its own Prisma client, pool and memory),
// started the way instrumentation.ts starts it: run by startCampaignWorkerInstance with the environment it is given,
// it prints {"serverId": …} once it works the queue and stops on SIGTERM; SIGKILL leaves its jobs locked, as a
// crashed server would.
import path from "node:path";
import { createJiti } from "jiti";

const root = path.join(import.meta.dirname, "..", "..");
const jiti = createJiti(import.meta.url, {
  alias: { "@": root, "server-only": path.join(root, "tests", "support", "empty-module.ts") },
});

const { startCampaignWorker } =
  await jiti.import<typeof import("../../lib/workers/start.ts")>("../../lib/workers/start.ts");
const worker = await startCampaignWorker();
if (!worker) throw new Error("the campaign worker is disabled in this environment");
process.stdout.write(`${JSON.stringify({ serverId: worker.serverId })}\n`);

process.once("SIGTERM", () => {
  void worker.stop().finally(() => process.exit(0));
});

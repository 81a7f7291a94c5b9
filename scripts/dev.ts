// npm run dev — database up, migrations applied, `next dev`.
import "./lib/dotenv-development.ts";

import { runNext } from "./lib/run-next.ts";

await runNext("dev");

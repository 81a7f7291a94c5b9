// npm start — the production server (after `npm run build`), on PORT (default 3000).
import "./lib/dotenv-production.ts";

import { runNext } from "./lib/run-next.ts";

await runNext("start");

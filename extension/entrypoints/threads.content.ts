import { contentScriptFor } from "../content/entry";
import { threads } from "../platforms/threads";

export default contentScriptFor(threads);

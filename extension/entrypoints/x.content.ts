import { contentScriptFor } from "../content/entry";
import { x } from "../platforms/x";

export default contentScriptFor(x);

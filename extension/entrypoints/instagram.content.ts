import { contentScriptFor } from "../content/entry";
import { instagram } from "../platforms/instagram";

export default contentScriptFor(instagram);

// Files an added element brings along (its component, its stylesheet): new files in the app's own folders only.
import { refuse } from "../../source/refuse.ts";
import type { Workspace } from "../workspace.ts";

const segment = /^[A-Za-z0-9_@()[\]][A-Za-z0-9_@()[\].-]*$/;

/** Refuses any path that is not a new .tsx, .jsx or .css file under app/ or components/. */
export function checkExtraFiles(workspace: Workspace, files: Record<string, string>): void {
  for (const path of Object.keys(files)) {
    const [folder, ...rest] = path.split("/");
    const allowed =
      (folder === "app" || folder === "components") &&
      rest.length > 0 &&
      rest.every((part) => segment.test(part)) &&
      /\.(?:tsx|jsx|css)$/.test(path);
    if (!allowed)
      refuse(`${path} can't be created: new files must be .tsx, .jsx or .css files under app/ or components/.`);
    if (workspace.text(path) !== null) refuse(`${path} already exists.`);
  }
}

export function writeExtraFiles(workspace: Workspace, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) workspace.writeText(path, text);
}

// A folder in the shared temp directory that root loads code from (PostgreSQL's binaries) and keeps data in: its
// name can be guessed, so a folder another user made first, or a link, is refused rather than trusted.
import { chmodSync, lstatSync, mkdirSync } from "node:fs";

/** Creates `dir` (mode 755: others may enter, only we may write) or checks that the one there is ours and real. */
export function ownFolder(dir: string, uid: number = process.getuid?.() ?? -1): string {
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const stat = lstatSync(dir);
  if (stat.isSymbolicLink() || !stat.isDirectory() || stat.uid !== uid) {
    throw new Error(
      `${dir} is not a folder of this user's (another user or a link made it); remove it, or set TMPDIR to another folder`,
    );
  }
  chmodSync(dir, 0o755);
  return dir;
}

// A review link's token is its only credential and sits in its path, so analytics see the route, never the token.
const tokenPaths = /^(\/review\/)[^/?#]+/;

/** The path, or URL, with a review link's token replaced by ":token". */
export function publicPath(pathOrUrl: string): string {
  try {
    const url = new URL(pathOrUrl);
    url.pathname = url.pathname.replace(tokenPaths, "$1:token");
    return url.toString();
  } catch {
    return pathOrUrl.replace(tokenPaths, "$1:token");
  }
}

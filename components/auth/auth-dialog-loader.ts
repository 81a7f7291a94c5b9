// The auth dialog's code (and Radix with it) is fetched on first use, not with the page. Its own module, so the
// buttons that open the dialog can start the fetch without bringing the dialog's host along.
export const loadAuthDialog = () => import("./auth-dialog");

/** Starts loading the dialog's code early (on hover or focus), so opening it feels instant. */
export function preloadAuthDialog(): void {
  void loadAuthDialog();
}

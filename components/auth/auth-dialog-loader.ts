// The auth dialog's code (and Radix with it) is fetched on first use, not with the page. Its own module, so the
// buttons that open the dialog can start the fetch without bringing the dialog's host along.

/** The dialog, once its code is here and it knows which sign-in methods the server offers (so its buttons never jump). */
export const loadAuthDialog = () =>
  import("./auth-dialog").then(async (dialog) => {
    await dialog.providersSettled();
    return dialog;
  });

/** Starts loading the dialog's code early (on hover or focus), so opening it feels instant. */
export function preloadAuthDialog(): void {
  void loadAuthDialog();
}

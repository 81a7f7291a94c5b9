/** Marks the footer's "Cookie settings" button, which the background runtime answers (CookieSettingsOpener). */
export const cookieSettingsAttribute = "data-cookie-settings";

/**
 * The footer's "Cookie settings": server-rendered, with no code of its own on the page's first load; once the page
 * is interactive, CookieSettingsOpener reopens the banner when it is pressed.
 */
export function CookieSettingsButton() {
  return (
    <button
      type="button"
      {...{ [cookieSettingsAttribute]: "" }}
      className="inline-block py-0.5 text-left hover:text-foreground"
    >
      Cookie settings
    </button>
  );
}

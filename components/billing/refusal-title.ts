/** A billing step's error toast title: an unconfirmed email is named as such, anything else gets the step's own words. */
export function refusalTitle(code: string | undefined, otherwise: string): string {
  return code === "email_unconfirmed" ? "Confirm your email first" : otherwise;
}

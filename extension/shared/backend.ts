/** The Hookline backend this build talks to (WXT_API_URL at build time). */
export const apiUrl: string = __HOOKLINE_API_URL__;

export const pricingUrl = `${apiUrl}/?scrollTo=pricing`;
export const profileUrl = `${apiUrl}/profile#browser-extension`;

/** The profile's top: it says whether the email is confirmed, and the banner above it sends the link again. */
export const confirmEmailUrl = `${apiUrl}/profile`;

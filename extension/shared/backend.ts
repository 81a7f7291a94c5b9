/** The Hookline backend this build talks to (WXT_API_URL at build time). */
export const apiUrl: string = __HOOKLINE_API_URL__;

export const pricingUrl = `${apiUrl}/?scrollTo=pricing`;
export const profileUrl = `${apiUrl}/profile#browser-extension`;

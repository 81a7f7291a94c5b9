// The periods and places the legal pages (privacy policy, terms, imprint) state.
export const legal = {
  minimumAge: 18,
  accountDeletionDays: 30,
  breachNoticeHours: 72,
  rightsRequestDays: 30,
  governingLaw: "Germany",
  courts: "Berlin",
} as const;

// The company behind Hookline, as the imprint and the legal pages name it. Operators replace these with their
// own registered details before going live.
export const company = {
  legalName: "Hookline GmbH",
  street: "Schönhauser Allee 36",
  postalCode: "10435",
  city: "Berlin",
  country: "Germany",
  managingDirector: "Lena Hartmann",
  registerCourt: "Amtsgericht Berlin-Charlottenburg",
  registerNumber: "HRB 245871 B",
  vatId: "DE348215907",
  email: "hello@hookline.app",
  privacyEmail: "privacy@hookline.app",
  phone: "+49 30 5683 9120",
  /** The company's own profiles elsewhere, named as sameAs in the structured data. */
  profiles: ["https://www.youtube.com/@hooklineapp"],
  /** Responsible for content under § 18 (2) MStV. */
  contentResponsible: "Lena Hartmann, address as above",
} as const;

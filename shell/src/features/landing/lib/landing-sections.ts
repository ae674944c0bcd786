/** The landing page's sections that links point at (`/#features`): the navbar's visitor links (SPEC §2). */
export const LANDING_SECTIONS = {
  features: { id: 'features', title: 'Why the product?' },
  dev: { id: 'dev', title: "Developer's Message" },
} as const;

export const CONTACT_EMAIL = 'hello@hackmate.dev';

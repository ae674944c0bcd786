import type { ReactNode } from 'react';

export interface ProductFeature {
  title: string;
  description: string;
  /** Stroke drawing inside a 24×24 icon. */
  icon: ReactNode;
}

/** What the landing page advertises (SPEC §1). */
export const PRODUCT_FEATURES: readonly ProductFeature[] = [
  {
    title: 'Find teammates',
    description: 'Swipe through developers who are looking for a team and send a request to the ones you click with.',
    icon: (
      <>
        <circle cx="9" cy="8" r="3.5" />
        <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
        <circle cx="17" cy="9" r="2.5" />
        <path d="M17 14.5c2.4 0 4 1.5 4.5 4" />
      </>
    ),
  },
  {
    title: 'Skill-based filtering',
    description: 'Narrow the feed by skills, hackathon experience and graduation year to meet exactly who you need.',
    icon: <path d="M3 5h18l-7 8.5V19l-4 2v-7.5z" />,
  },
  {
    title: 'Hackathon journey timeline',
    description: 'Keep every hackathon you took part in, with what you built and how it went, on one timeline.',
    icon: (
      <>
        <path d="M6 3v18" />
        <circle cx="6" cy="6" r="2" />
        <circle cx="6" cy="12" r="2" />
        <circle cx="6" cy="18" r="2" />
        <path d="M11 6h10M11 12h7M11 18h9" />
      </>
    ),
  },
  {
    title: 'Skills and projects portfolio',
    description: 'Show your stack and your projects with links, so others see what you can bring to a team.',
    icon: (
      <>
        <rect x="3" y="7" width="18" height="13" rx="2" />
        <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 13h18" />
      </>
    ),
  },
  {
    title: 'Built-in messaging',
    description: 'Chat in real time with your connections to plan the idea, split the work and ship together.',
    icon: <path d="M20.5 12a8.5 8.5 0 0 1-12.3 7.6L3.5 21l1.4-4.4A8.5 8.5 0 1 1 20.5 12zM8.5 12h.01M12 12h.01M15.5 12h.01" />,
  },
  {
    // Only what the product does: a mentorship matching was advertised here, and there is none.
    title: 'Teams for every hackathon',
    description: 'Say which hackathons you are going to, post that you are looking, and form a team with open roles, or let Match me propose one.',
    icon: (
      <>
        <path d="M5 21V4" />
        <path d="M5 4h12l-2.5 4L17 12H5" />
      </>
    ),
  },
];

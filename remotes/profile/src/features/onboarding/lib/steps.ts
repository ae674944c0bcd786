/**
 * The welcome, one question at a time. Skills come first because the roles step suggests roles
 * from them; the year last, as the one field that can be wrong.
 */
export const ONBOARDING_STEPS = [
  { key: 'skills', name: 'Skills', title: 'Let people know about your skills' },
  { key: 'roles', name: 'Roles', title: 'What do you bring to a team?' },
  { key: 'year', name: 'Graduation year', title: 'When do you graduate?' },
] as const;

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

// Onboarding after sign-up (/profile/update/skills): graduation year and skills.
export { OnboardingForm } from './components/onboarding-form';

// Onboarding after sign-up (/profile/update/skills): graduation year, skills and roles.
export { OnboardingForm } from './components/onboarding-form';

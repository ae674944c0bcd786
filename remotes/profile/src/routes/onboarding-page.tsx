import { RequireAuth } from '@hackmate/shared/ui';
import { OnboardingForm } from '../features/onboarding';

/** /profile/update/skills: the step after sign-up. */
export function OnboardingPage() {
  return (
    <RequireAuth>
      <div className="hm-onboarding-page">
        <OnboardingForm />
      </div>
    </RequireAuth>
  );
}

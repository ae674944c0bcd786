import { useId } from 'react';
import { ONBOARDING_STEPS } from '../lib/steps';

/** "Step 2 of 3 · Roles" and a bar that fills with each step, told to assistive tech as a progress bar. */
export function OnboardingProgress({ index }: { index: number }) {
  const labelId = useId();
  const total = ONBOARDING_STEPS.length;
  const step = ONBOARDING_STEPS[index]!;
  const text = `Step ${index + 1} of ${total}`;
  return (
    <div className="hm-onboarding-progress">
      <p id={labelId} className="hm-onboarding-progress-text">
        {text} <span className="hm-muted">· {step.name}</span>
      </p>
      <div
        className="hm-onboarding-progress-bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={`${text}: ${step.name}`}
      >
        <div className="hm-onboarding-progress-fill" style={{ width: `${((index + 1) / total) * 100}%` }} />
      </div>
    </div>
  );
}

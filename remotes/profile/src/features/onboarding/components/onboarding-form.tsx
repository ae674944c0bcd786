import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@hackmate/shared/router';
import { useStore } from '@nanostores/react';
import type { Role } from '@hackmate/shared/catalogues';
import { $user, setUser } from '@hackmate/shared/stores';
import { takeReturnPath } from '@hackmate/shared/ui';
import { gradYearSchema } from '@hackmate/shared/validation';
import { useEditProfile } from '../../own-profile';
import { RolePicker } from '../../roles';
import { ONBOARDING_STEPS } from '../lib/steps';
import { OnboardingProgress } from './onboarding-progress';
import { SkillsStep } from './skills-step';
import { YearStep } from './year-step';
import './onboarding.css';

/** Where Finish and Skip both go: a new account's next step is meeting people. */
export const DONE_TO = '/feed';
/**
 * Finish and Skip go back to the page that sent the person to sign up (an event's invite link),
 * else to the feed.
 */
const doneTo = () => takeReturnPath() ?? DONE_TO;
export const SKIP_HINT = 'Skip keeps what you picked so far. You can add the rest later from your profile.';

const LAST = ONBOARDING_STEPS.length - 1;
export const YEAR_ERROR = 'Enter a valid graduation year: four digits, like 2027';

/**
 * Onboarding after sign-up (SPEC §2): skills, roles and graduation year, one step at a time, saved
 * together by Finish (the last step's button) or by Skip, which keeps whatever was picked so far;
 * both then open the feed, or the page that sent the person to sign up. Everything lives here, above the steps, so Back loses nothing.
 */
export function OnboardingForm() {
  const navigate = useNavigate();
  const user = useStore($user);
  const [step, setStep] = useState(0);
  const [gradYear, setGradYear] = useState(user.gradYear ? String(user.gradYear) : '');
  const [skills, setSkills] = useState<string[]>(() => [...(user.skills ?? [])]);
  const [roles, setRoles] = useState<Role[]>(() => [...(user.chosenRoles ?? [])]);
  const [yearError, setYearError] = useState<string | null>(null);
  const { mutate: save, isPending: saving } = useEditProfile();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const yearRef = useRef<HTMLInputElement>(null);
  const skipHintId = useId();
  const moved = useRef(false);
  const current = ONBOARDING_STEPS[step]!;

  // A new step takes the focus to its title, so a screen reader says where the person now is.
  useEffect(() => {
    if (moved.current) titleRef.current?.focus();
  }, [step]);

  function go(to: number) {
    moved.current = true;
    setStep(to);
  }

  function toggle(skill: string) {
    setSkills((list) => (list.includes(skill) ? list.filter((s) => s !== skill) : [...list, skill]));
  }

  function finish() {
    const year = gradYear.trim() === '' ? null : gradYearSchema.safeParse(gradYear.trim());
    if (year && !year.success) {
      setYearError(YEAR_ERROR);
      yearRef.current?.focus();
      return;
    }
    setYearError(null);
    save(
      { skills, roles, ...(year ? { gradYear: year.data } : {}) },
      {
        onSuccess: ({ user: saved }) => {
          setUser(saved);
          navigate(doneTo());
        },
        // SPEC §8: an onboarding save failure is only logged; the user may simply press Finish again.
        onError: (err) => console.error('Saving onboarding failed', err),
      },
    );
  }

  /** Skip: whatever was picked is kept (a year only when it is a valid one), and on to the feed either way. */
  function skip() {
    const year = gradYearSchema.safeParse(gradYear.trim());
    const picked = { skills, roles, ...(year.success ? { gradYear: year.data } : {}) };
    const changed =
      skills.join() !== (user.skills ?? []).join() || roles.join() !== (user.chosenRoles ?? []).join() || (year.success && year.data !== user.gradYear);
    if (!changed) return navigate(doneTo());
    save(picked, {
      onSuccess: ({ user: saved }) => setUser(saved),
      onError: (err) => console.error('Saving onboarding failed', err),
      onSettled: () => navigate(doneTo()),
    });
  }

  function next(event: FormEvent) {
    event.preventDefault();
    if (step < LAST) go(step + 1);
    else finish();
  }

  return (
    <form className="hm-card hm-onboarding" onSubmit={next} aria-label="Set up your profile" noValidate>
      <h1 className="hm-onboarding-welcome">Welcome to Hackmate</h1>
      <p className="hm-muted hm-onboarding-intro">Three quick questions so the right teammates find you.</p>
      <OnboardingProgress index={step} />
      <section className="hm-onboarding-step" aria-labelledby={`hm-onboarding-${current.key}`}>
        <h2 id={`hm-onboarding-${current.key}`} ref={titleRef} tabIndex={-1}>
          {current.title}
        </h2>
        {current.key === 'skills' ? <SkillsStep selected={skills} onToggle={toggle} /> : null}
        {current.key === 'roles' ? <RolePicker selected={roles} skills={skills} onChange={setRoles} hideLegend /> : null}
        {current.key === 'year' ? (
          <YearStep
            ref={yearRef}
            value={gradYear}
            error={yearError}
            onChange={(value) => {
              setGradYear(value);
              if (yearError) setYearError(null);
            }}
          />
        ) : null}
      </section>
      <div className="hm-onboarding-actions">
        <div className="hm-onboarding-skip">
          <button type="button" className="hm-btn" aria-describedby={skipHintId} onClick={skip} disabled={saving}>
            Skip
          </button>
          <p id={skipHintId} className="hm-muted hm-onboarding-hint">
            {SKIP_HINT}
          </p>
        </div>
        <div className="hm-profile-buttons">
          {step > 0 ? (
            <button type="button" className="hm-btn" onClick={() => go(step - 1)}>
              Back
            </button>
          ) : null}
          <button type="submit" className="hm-btn hm-btn-primary" disabled={saving}>
            {saving ? 'Saving…' : step < LAST ? 'Next' : 'Finish'}
          </button>
        </div>
      </div>
    </form>
  );
}

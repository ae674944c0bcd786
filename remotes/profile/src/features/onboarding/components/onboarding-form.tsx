import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import type { Role } from '@hackmate/shared/catalogues';
import { $user, setUser } from '@hackmate/shared/stores';
import { gradYearSchema } from '@hackmate/shared/validation';
import { useEditProfile } from '../../own-profile';
import { RolePicker } from '../../roles';
import { SkillCheckboxGroups } from './skill-checkbox-groups';
import './onboarding.css';

/** Where 'Skip' goes: the spec shows no action, so the user simply starts exploring (see README). */
export const SKIP_TO = '/feed';

/** Onboarding after sign-up (SPEC §2): graduation year, skills and roles, then the profile. */
export function OnboardingForm() {
  const navigate = useNavigate();
  const user = useStore($user);
  const [gradYear, setGradYear] = useState(user.gradYear ? String(user.gradYear) : '');
  const [skills, setSkills] = useState<string[]>(() => [...(user.skills ?? [])]);
  const [roles, setRoles] = useState<Role[]>(() => [...(user.chosenRoles ?? [])]);
  const [yearError, setYearError] = useState<string | null>(null);
  const { mutate: save, isPending: saving } = useEditProfile();

  function toggle(skill: string) {
    setSkills((list) => (list.includes(skill) ? list.filter((s) => s !== skill) : [...list, skill]));
  }

  function next(event: FormEvent) {
    event.preventDefault();
    const year = gradYear.trim() === '' ? null : gradYearSchema.safeParse(gradYear.trim());
    if (year && !year.success) {
      setYearError('Enter a valid graduation year');
      return;
    }
    setYearError(null);
    save(
      { skills, roles, ...(year ? { gradYear: year.data } : {}) },
      {
        onSuccess: ({ user: saved }) => {
          setUser(saved);
          navigate('/profile');
        },
        // SPEC §8: an onboarding save failure is only logged; the user may simply press Next again.
        onError: (err) => console.error('Saving onboarding failed', err),
      },
    );
  }

  return (
    <form className="hm-card hm-onboarding" onSubmit={next} aria-label="Set up your profile">
      <label className="hm-profile-field">
        <span>Enter your graduation year:</span>
        <input
          className="hm-input"
          type="number"
          inputMode="numeric"
          placeholder="2027"
          value={gradYear}
          aria-invalid={yearError ? true : undefined}
          aria-describedby={yearError ? 'hm-onboarding-year-error' : undefined}
          onChange={(e) => setGradYear(e.target.value)}
        />
      </label>
      {yearError ? (
        <p id="hm-onboarding-year-error" className="hm-onboarding-error">
          {yearError}
        </p>
      ) : null}
      <h1>Let people know about your skills</h1>
      <SkillCheckboxGroups selected={skills} onToggle={toggle} />
      <RolePicker selected={roles} skills={skills} onChange={setRoles} />
      <div className="hm-profile-buttons">
        <button type="button" className="hm-btn" onClick={() => navigate(SKIP_TO)}>
          Skip
        </button>
        <button type="submit" className="hm-btn hm-btn-primary" disabled={saving}>
          Next
        </button>
      </div>
    </form>
  );
}

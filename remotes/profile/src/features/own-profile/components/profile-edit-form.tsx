import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { emptySocialIds, type Role, type SocialIds } from '@hackmate/shared/catalogues';
import type { OwnProfile } from '@hackmate/shared/types';
import { BIO_MAX, USERNAME_MAX, firstErrorMessage, profileEditSchema, type ProfileEditInput } from '@hackmate/shared/validation';
import { RolePicker } from '../../roles';
import type { OwnUser } from '../api/edit-profile';
import { useEditProfile } from '../hooks/use-edit-profile';
import { PictureUploader } from './picture-uploader';
import { SkillToggles } from './skill-toggles';
import { SocialInputs } from './social-inputs';
import './profile-edit.css';

interface Draft {
  userName: string;
  bio: string;
  gradYear: string;
  socialIds: SocialIds;
  skills: string[];
  /** Only what the person chose: the roles derived from skills are never saved as a choice. */
  roles: Role[];
}

function draftOf(profile: OwnProfile): Draft {
  return {
    userName: profile.userName,
    bio: profile.bio,
    gradYear: profile.gradYear ? String(profile.gradYear) : '',
    socialIds: { ...emptySocialIds(), ...profile.socialIds },
    skills: [...profile.skills],
    roles: [...profile.chosenRoles],
  };
}

/** The body of PATCH /profile/edit: every editable field of SPEC §7, from the profile and the draft. */
export function editPayload(profile: OwnProfile, draft: Draft): ProfileEditInput {
  return {
    ...(profile.fullName ? { fullName: profile.fullName } : {}),
    userName: draft.userName.trim(),
    bio: draft.bio,
    profileUrl: profile.profileUrl,
    socialIds: draft.socialIds,
    skills: draft.skills,
    roles: draft.roles,
    gradYear: draft.gradYear.trim() === '' ? null : draft.gradYear.trim(),
  };
}

interface ProfileEditFormProps {
  profile: OwnProfile;
  onSaved: (user: OwnUser) => void;
  onCancel: () => void;
}

/** Edit mode of the own profile's left column (SPEC §2). */
export function ProfileEditForm({ profile, onSaved, onCancel }: ProfileEditFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const { mutate: saveProfile, isPending: saving } = useEditProfile({ errorMessage: 'Something went wrong' });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function toggleSkill(skill: string) {
    setDraft((d) => ({ ...d, skills: d.skills.includes(skill) ? d.skills.filter((s) => s !== skill) : [...d.skills, skill] }));
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const parsed = profileEditSchema.safeParse(editPayload(profile, draft));
    if (!parsed.success) {
      toast.error(firstErrorMessage(parsed.error));
      return;
    }
    saveProfile(parsed.data, {
      onSuccess: ({ user }) => {
        toast.success('Profile updated successfully');
        onSaved(user);
      },
    });
  }

  return (
    <form className="hm-profile-edit" onSubmit={save} aria-label="Edit profile">
      {/* A new picture is saved by its own 'Upload' button, independently of 'Save'. */}
      <PictureUploader currentUrl={profile.profileUrl} name={profile.fullName} />
      <label className="hm-profile-field">
        <span>Username</span>
        <input
          className="hm-input"
          type="text"
          value={draft.userName}
          maxLength={USERNAME_MAX}
          autoCapitalize="none"
          autoComplete="username"
          onChange={(e) => set('userName', e.target.value)}
        />
      </label>
      <label className="hm-profile-field">
        <span>Bio</span>
        <textarea className="hm-input" rows={4} value={draft.bio} maxLength={BIO_MAX} onChange={(e) => set('bio', e.target.value)} />
      </label>
      <label className="hm-profile-field">
        <span>Graduation year</span>
        <input
          className="hm-input"
          type="number"
          inputMode="numeric"
          placeholder="Enter your graduation year"
          value={draft.gradYear}
          onChange={(e) => set('gradYear', e.target.value)}
        />
      </label>
      <SocialInputs
        value={draft.socialIds}
        onChange={(platform, value) => setDraft((d) => ({ ...d, socialIds: { ...d.socialIds, [platform]: value } }))}
      />
      <SkillToggles selected={draft.skills} onToggle={toggleSkill} />
      <RolePicker selected={draft.roles} skills={draft.skills} onChange={(roles) => set('roles', roles)} />
      <div className="hm-profile-buttons">
        <button type="button" className="hm-btn" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="hm-btn hm-btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@hackmate/shared/toast';
import { apiErrorDetails } from '@hackmate/shared/api';
import type { OwnProfile, OwnUser } from '@hackmate/shared/types';
import { BIO_MAX, FULL_NAME_MAX, USERNAME_MAX, firstErrorMessage, profileEditSchema } from '@hackmate/shared/validation';
import { RolePicker } from '../../roles';
import { useReportUnsaved } from '../../unsaved-changes';
import { useEditProfile } from '../hooks/use-edit-profile';
import { draftOf, editPayload, fieldErrorsOf, isUnchanged, socialErrors, type FieldErrors, type ProfileDraft } from '../lib/profile-draft';
import { EditField } from './edit-field';
import { PictureUploader } from './picture-uploader';
import { SaveBar } from './save-bar';
import { SkillToggles } from './skill-toggles';
import { SocialInputs } from './social-inputs';
import './profile-edit.css';

interface ProfileEditFormProps {
  profile: OwnProfile;
  onSaved: (user: OwnUser) => void;
  onCancel: () => void;
}

/**
 * Edit mode of the own profile's left column (SPEC §2). 'Save' shows, in a bar at the bottom of the
 * screen, only while something differs from the saved profile; until then leaving asks first.
 */
export function ProfileEditForm({ profile, onSaved, onCancel }: ProfileEditFormProps) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { mutate: saveProfile, isPending: saving } = useEditProfile({ errorMessage: 'Something went wrong' });
  const dirty = !isUnchanged(draft, draftOf(profile));
  useReportUnsaved(dirty);

  function change<K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K], errorKey: string = key) {
    setDraft((d) => ({ ...d, [key]: value }));
    // A field being corrected stops being marked wrong; the others keep their message.
    if (errors[errorKey]) setErrors(({ [errorKey]: _fixed, ...rest }) => rest);
  }

  function toggleSkill(skill: string) {
    change('skills', draft.skills.includes(skill) ? draft.skills.filter((s) => s !== skill) : [...draft.skills, skill]);
  }

  function refuse(found: FieldErrors, message: string) {
    setErrors(found);
    toast.error(message);
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const parsed = profileEditSchema.safeParse(editPayload(profile, draft));
    if (!parsed.success) {
      refuse(fieldErrorsOf(parsed.error.issues), firstErrorMessage(parsed.error));
      return;
    }
    setErrors({});
    saveProfile(parsed.data, {
      onSuccess: ({ user }) => {
        toast.success('Profile updated successfully');
        onSaved(user);
      },
      // The server checks the same rules; its per-field answer goes next to the fields too.
      onError: (err) => setErrors(apiErrorDetails(err)),
    });
  }

  return (
    <form ref={formRef} className="hm-profile-edit" onSubmit={save} aria-label="Edit profile" noValidate>
      {/* A new picture is saved by its own 'Upload' button, independently of 'Save'. */}
      <PictureUploader currentUrl={profile.profileUrl} name={profile.fullName} />
      <EditField name="fullName" label="Full name" autoComplete="name" maxLength={FULL_NAME_MAX} value={draft.fullName} error={errors.fullName} onChange={(v) => change('fullName', v)} />
      <EditField
        name="userName"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        maxLength={USERNAME_MAX}
        value={draft.userName}
        error={errors.userName}
        onChange={(v) => change('userName', v)}
      />
      <EditField name="bio" label="Bio" rows={4} maxLength={BIO_MAX} value={draft.bio} error={errors.bio} onChange={(v) => change('bio', v)} />
      <EditField
        name="gradYear"
        label="Graduation year"
        inputMode="numeric"
        maxLength={4}
        placeholder="Enter your graduation year"
        value={draft.gradYear}
        error={errors.gradYear}
        onChange={(v) => change('gradYear', v)}
      />
      <SocialInputs
        value={draft.socialIds}
        errors={socialErrors(errors)}
        onChange={(platform, value) => change('socialIds', { ...draft.socialIds, [platform]: value }, `socialIds.${platform}`)}
      />
      <SkillToggles selected={draft.skills} onToggle={toggleSkill} />
      <RolePicker selected={draft.roles} skills={draft.skills} onChange={(roles) => change('roles', roles)} />
      {dirty ? (
        <SaveBar saving={saving} onCancel={onCancel} />
      ) : (
        <div className="hm-profile-buttons">
          <button type="button" className="hm-btn" onClick={onCancel}>
            Cancel
          </button>
        </div>
      )}
    </form>
  );
}

import { useState } from 'react';
import type { OwnProfile } from '@hackmate/shared/types';
import { lazyOnInteraction } from '@hackmate/shared/ui';
import { useLogOut } from '../hooks/use-log-out';
import { ProfileView } from './profile-view';

// The form (and the schemas it checks with) comes when someone starts editing, or is about to.
const ProfileEditForm = lazyOnInteraction(() => import('./profile-edit-form').then((m) => m.ProfileEditForm), null);

/** The own profile's left column: view mode, or edit mode after 'Edit Profile' until 'Cancel' or a save. */
export function OwnProfileDetails({ profile }: { profile: OwnProfile }) {
  const [editing, setEditing] = useState(false);
  const { logOut, busy } = useLogOut();

  if (!editing) return <ProfileView profile={profile} onEdit={() => setEditing(true)} onLogOut={logOut} loggingOut={busy} />;
  return (
    <div className="hm-profile-column hm-card hm-profile-card">
      {/* The page's one h1 while the name heading of the view is away. */}
      <h1 className="hm-profile-edit-title">Edit profile</h1>
      <ProfileEditForm profile={profile} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} />
    </div>
  );
}

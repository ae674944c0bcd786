import { LoadState } from '../../load-state';
import { usePrivacySettings } from '../hooks/use-privacy-settings';
import { PrivacyToggles } from './privacy-toggles';

/** The "Privacy" section of /settings: presence and read receipts, saved as soon as a switch moves. */
export function PrivacySettings() {
  const { settings, save, change } = usePrivacySettings();
  return (
    <LoadState loadable={settings} loading="Loading your privacy settings" failed="Your privacy settings could not be loaded.">
      {(shown) => <PrivacyToggles settings={shown} save={save} onChange={change} />}
    </LoadState>
  );
}

import { usePrivacySettings } from '../hooks/use-privacy-settings';
import { PrivacyToggles } from './privacy-toggles';

/** The "Privacy" card of /profile: presence and read receipts, saved as soon as a switch moves. */
export function PrivacySettingsCard() {
  const { settings, loadFailed, save, change } = usePrivacySettings();
  return (
    <section className="hm-card hm-privacy" aria-labelledby="hm-privacy-title">
      <h2 id="hm-privacy-title" className="hm-privacy-title">
        Privacy
      </h2>
      {settings ? (
        <PrivacyToggles settings={settings} save={save} onChange={change} />
      ) : loadFailed ? (
        <p role="alert">Your privacy settings could not be loaded. Please try again later.</p>
      ) : (
        <p className="hm-muted" role="status">
          Loading your privacy settings…
        </p>
      )}
    </section>
  );
}

interface SaveBarProps {
  saving: boolean;
  onCancel: () => void;
}

/**
 * Shown only while the form holds unsaved changes, stuck to the bottom of the screen so 'Save' is
 * in reach wherever the person scrolled to.
 */
export function SaveBar({ saving, onCancel }: SaveBarProps) {
  return (
    <div className="hm-save-bar" role="region" aria-label="Unsaved changes">
      <p className="hm-save-bar-text">You have unsaved changes</p>
      <div className="hm-profile-buttons">
        <button type="button" className="hm-btn" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="hm-btn hm-btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </div>
  );
}

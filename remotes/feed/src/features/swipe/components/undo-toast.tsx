import './undo-toast.css';

/** The toast after a swipe: what happened, and the way back. */
export function UndoToast({ text, onUndo }: { text: string; onUndo: () => void }) {
  return (
    <span className="hm-undo-toast">
      <span>{text}</span>
      <button type="button" className="hm-btn" onClick={onUndo}>
        Undo
      </button>
    </span>
  );
}

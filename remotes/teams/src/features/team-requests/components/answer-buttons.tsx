/** Accept and Decline for an invite or join request waiting for the user's answer. */
export function AnswerButtons({ pending, onAnswer }: { pending: boolean; onAnswer: (answer: 'accepted' | 'declined') => void }) {
  return (
    <>
      <button type="button" className="hm-btn hm-btn-primary" disabled={pending} onClick={() => onAnswer('accepted')}>
        Accept
      </button>
      <button type="button" className="hm-btn" disabled={pending} onClick={() => onAnswer('declined')}>
        Decline
      </button>
    </>
  );
}

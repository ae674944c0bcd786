/** The right pane of /convos before a conversation is chosen. */
export function EmptyPane() {
  return (
    <section className="chat-pane chat-empty">
      <h2>Send private messages to a friend</h2>
      <p className="hm-muted">Choose from your existing conversations or start a new one</p>
    </section>
  );
}

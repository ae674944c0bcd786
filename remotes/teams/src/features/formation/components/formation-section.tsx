import { apiErrorMessage } from '@hackmate/shared/api';
import type { FormationRules } from '@hackmate/shared/contracts';
import { FormAlert } from '@hackmate/shared/ui';
import { PageSection } from '../../layout';
import { usePreviewFormation, useSendFormation } from '../hooks/use-formation';
import { FormationPreview } from './formation-preview';
import { FormationRulesForm } from './formation-rules-form';
import './formation.css';

/**
 * The organisers' formation: the rules, then "Form teams now" shows the proposals to review and
 * "Send proposals" sends them as auto-team proposals members confirm.
 */
export function FormationSection({ eventId, rules, maxTeamSize }: { eventId: string; rules: FormationRules; maxTeamSize: number }) {
  const preview = usePreviewFormation(eventId);
  const send = useSendFormation(eventId);
  const shown = preview.data;
  const sent = send.isSuccess && !shown;

  function formNow() {
    send.reset();
    preview.mutate();
  }
  // What was sent is no longer a preview: the next "Form teams now" reads the pool again.
  const sendNow = () => send.mutate(undefined, { onSuccess: () => preview.reset() });

  return (
    <PageSection title="Formation" className="hm-formation">
      <FormationRulesForm eventId={eventId} rules={rules} maxTeamSize={maxTeamSize} />
      <div className="hm-teams-form-actions">
        <button type="button" className="hm-btn hm-btn-primary" onClick={formNow} disabled={preview.isPending || send.isPending}>
          {preview.isPending ? 'Forming teams…' : 'Form teams now'}
        </button>
        {shown && shown.teams.length > 0 ? (
          <button type="button" className="hm-btn hm-btn-primary" onClick={sendNow} disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send proposals'}
          </button>
        ) : null}
      </div>
      {preview.isError ? <FormAlert>{apiErrorMessage(preview.error, 'Could not form teams. Please try again.')}</FormAlert> : null}
      {send.isError ? <FormAlert>{apiErrorMessage(send.error, 'Could not send the proposals. Please try again.')}</FormAlert> : null}
      {sent ? (
        <p className="hm-teams-note" role="status">
          {send.data === 0
            ? 'Nothing was sent: a round was under way. Try again in a moment.'
            : `${send.data === 1 ? 'One proposal' : `${send.data} proposals`} sent. Members confirm within 24 hours; the counts above follow.`}
        </p>
      ) : null}
      {shown ? <FormationPreview preview={shown} /> : null}
    </PageSection>
  );
}

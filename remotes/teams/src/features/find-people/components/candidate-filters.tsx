import { COMMITMENTS, COMMITMENT_LABELS, type Commitment } from '@hackmate/shared/contracts';
import { FormField } from '@hackmate/shared/ui';
import { RoleSelect } from '../../role-picker';
import { HOURS_APART_CHOICES, hoursApartChoiceText, type CandidateFilters } from '../lib/filters';

const isCommitment = (value: string): value is Commitment => (COMMITMENTS as readonly string[]).includes(value);

/** The must-haves: a role they bring, their commitment, how far from the team's time zones. */
export function CandidateFilterBar({ filters, onChange }: { filters: CandidateFilters; onChange: (filters: CandidateFilters) => void }) {
  return (
    <div className="hm-find__filters" role="group" aria-label="Must-haves">
      <FormField label="Role they bring">
        {(control) => <RoleSelect {...control} emptyLabel="Any role" value={filters.role ?? ''} onChange={(role) => onChange({ ...filters, role: role || undefined })} />}
      </FormField>
      <FormField label="Commitment">
        {(control) => (
          <select
            {...control}
            className="hm-input"
            value={filters.commitment ?? ''}
            onChange={(e) => onChange({ ...filters, commitment: isCommitment(e.target.value) ? e.target.value : undefined })}
          >
            <option value="">Any commitment</option>
            {COMMITMENTS.map((c) => (
              <option key={c} value={c}>
                {COMMITMENT_LABELS[c]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Time zone distance">
        {(control) => (
          <select
            {...control}
            className="hm-input"
            value={filters.maxHoursApart ?? ''}
            onChange={(e) => onChange({ ...filters, maxHoursApart: e.target.value === '' ? undefined : Number(e.target.value) })}
          >
            <option value="">Any distance</option>
            {HOURS_APART_CHOICES.map((hours) => (
              <option key={hours} value={hours}>
                {hoursApartChoiceText(hours)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}

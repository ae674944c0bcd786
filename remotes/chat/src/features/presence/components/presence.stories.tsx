import type { Meta, StoryObj } from '@storybook/react';
import type { Presence } from '@hackmate/shared/types';
import { PresenceDot } from './presence-dot';
import { PresenceLabel } from './presence-label';

/** The dot on a picture and the line under a name, as the chat list and header show them. */
function PresenceExample({ presence, now }: { presence: Presence | null; now: Date }) {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <span style={{ position: 'relative', width: 40, height: 40, borderRadius: '50%', background: 'var(--hm-surface-2, #ccc)' }}>
        <PresenceDot presence={presence} />
      </span>
      <span style={{ display: 'flex', flexDirection: 'column' }}>
        <strong>Ada Lovelace</strong>
        <PresenceLabel presence={presence} now={now} />
      </span>
    </div>
  );
}

const meta = {
  title: 'chat/Presence',
  component: PresenceExample,
  args: { presence: { userId: 'u-ada', online: true, lastActiveAt: null }, now: new Date('2025-03-12T15:00:00Z') },
} satisfies Meta<typeof PresenceExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {};
export const ActiveMinutesAgo: Story = { args: { presence: { userId: 'u-ada', online: false, lastActiveAt: '2025-03-12T14:48:00Z' } } };
export const ActiveDaysAgo: Story = { args: { presence: { userId: 'u-ada', online: false, lastActiveAt: '2025-03-09T10:00:00Z' } } };
/** The person hides their presence: neither dot nor line. */
export const Hidden: Story = { args: { presence: null } };

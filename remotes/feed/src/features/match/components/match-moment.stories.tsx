import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MatchMoment } from './match-moment';

const meta = {
  title: 'feed/MatchMoment',
  component: MatchMoment,
  args: {
    match: {
      partner: { _id: 'a1', fullName: 'Ada Lovelace', profileUrl: '' },
      sharedSkills: ['PYTHON', 'RUST'],
      sharedRoles: ['backend'],
      sharedEvent: { _id: 'e1', name: 'HackMIT 2026' },
    },
    me: { fullName: 'Mia Moss', profileUrl: '' },
    onSayHi: fn(),
    onKeepSwiping: fn(),
  },
} satisfies Meta<typeof MatchMoment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right after an Interested that answered theirs: Say hi has the focus. */
export const Default: Story = {
  play: async () => {
    // The dialog is portalled to <body>, outside the story's root.
    const dialog = within(document.body).getByRole('dialog', { name: "It's a match!" });
    await expect(within(dialog).getByRole('button', { name: 'Say hi' })).toHaveFocus();
  },
};

/** Escape is Keep swiping. */
export const EscapeKeepsSwiping: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onKeepSwiping).toHaveBeenCalled();
  },
};

/** A long name, no picture on either side. */
export const LongName: Story = {
  args: {
    match: { partner: { _id: 'b2', fullName: 'Maximiliana Wolfeschlegelsteinhausen', profileUrl: '' }, sharedSkills: [], sharedRoles: [], sharedEvent: null },
  },
};

import type { Meta, StoryObj } from '@storybook/react';
import { SAMPLE_PROFILE } from '../../../testing/sample-profile';
import { fieldValues } from '../lib/journey-spec';
import { HACKATHON_JOURNEY } from './hackathon-journey';
import { ItemEditor } from './item-editor';
import { PROJECT_JOURNEY } from './project-journey';

const [project] = SAMPLE_PROFILE.projects;
const [hackathon] = SAMPLE_PROFILE.hackathons;
const projectEditor = { name: PROJECT_JOURNEY.text.editor, fields: PROJECT_JOURNEY.fields };
const hackathonEditor = { name: HACKATHON_JOURNEY.text.editor, fields: HACKATHON_JOURNEY.fields };

const meta = {
  title: 'profile/Item editors',
  component: ItemEditor,
  args: { ...projectEditor, initial: fieldValues(project!, PROJECT_JOURNEY.fields), onSave: () => {}, onRemove: () => {}, onCancel: () => {} },
  argTypes: { onSave: { action: 'save' }, onRemove: { action: 'remove' }, onCancel: { action: 'cancel' } },
} satisfies Meta<typeof ItemEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProjectExisting: Story = {};

/** A new item right after 'Add Project': empty, in edit mode. */
export const ProjectNew: Story = { args: { initial: fieldValues(PROJECT_JOURNEY.blank('temp-story'), PROJECT_JOURNEY.fields) } };

export const ProjectSaving: Story = { args: { busy: true } };

export const HackathonExisting: Story = { args: { ...hackathonEditor, initial: fieldValues(hackathon!, HACKATHON_JOURNEY.fields) } };

export const HackathonNew: Story = { args: { ...hackathonEditor, initial: fieldValues(HACKATHON_JOURNEY.blank('temp-story'), HACKATHON_JOURNEY.fields) } };

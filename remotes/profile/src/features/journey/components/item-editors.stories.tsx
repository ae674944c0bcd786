import type { Meta, StoryObj } from '@storybook/react';
import { SAMPLE_PROFILE } from '../../../lib/sample-profile';
import { HackathonEditor } from './hackathon-editor';
import { ProjectEditor } from './project-editor';

const [project] = SAMPLE_PROFILE.projects;
const [hackathon] = SAMPLE_PROFILE.hackathons;

const meta = {
  title: 'profile/Item editors',
  component: ProjectEditor,
  args: { project: project!, onSave: () => {}, onRemove: () => {} },
  argTypes: { onSave: { action: 'save' }, onRemove: { action: 'remove' } },
} satisfies Meta<typeof ProjectEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProjectExisting: Story = {};

/** A new item right after 'Add Project': empty, in edit mode. */
export const ProjectNew: Story = { args: { project: { title: '', description: '', url: '' } } };

export const ProjectSaving: Story = { args: { busy: true } };

export const HackathonExisting: Story = {
  render: (args) => <HackathonEditor hackathon={hackathon!} onSave={() => {}} onRemove={args.onRemove} />,
};

export const HackathonNew: Story = {
  render: (args) => <HackathonEditor hackathon={{ name: '', description: '', outcome: '' }} onSave={() => {}} onRemove={args.onRemove} />,
};

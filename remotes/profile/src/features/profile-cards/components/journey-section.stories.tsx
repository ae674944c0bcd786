import type { Meta, StoryObj } from '@storybook/react';
import { SAMPLE_PROFILE } from '../../../testing/sample-profile';
import { HackathonCard } from './hackathon-card';
import { JourneySection } from './journey-section';
import { ProjectCard } from './project-card';

const meta = {
  title: 'profile/Journey sections',
  component: JourneySection,
  args: { title: 'Project Journey', emptyText: 'No projects added yet', isEmpty: true },
} satisfies Meta<typeof JourneySection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProjectsEmpty: Story = {};

export const HackathonsEmpty: Story = { args: { title: 'Hackathon Journey', emptyText: 'No hackathons added yet' } };

export const ProjectsOwn: Story = {
  args: {
    isEmpty: false,
    action: <button type="button" className="hm-btn hm-btn-primary">Add Project</button>,
    children: SAMPLE_PROFILE.projects.map((p) => (
      <li key={p._id}>
        <ProjectCard project={p} actions={<button type="button" className="hm-btn">Edit</button>} />
      </li>
    )),
  },
};

/** Someone else's hackathons show the date instead of the outcome. */
export const HackathonsOfAnotherUser: Story = {
  args: {
    title: 'Hackathon Journey',
    emptyText: 'No hackathons added yet',
    isEmpty: false,
    children: SAMPLE_PROFILE.hackathons.map((h) => (
      <li key={h._id}>
        <HackathonCard hackathon={h} show="date" />
      </li>
    )),
  },
};

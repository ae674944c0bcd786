import type { ReactNode } from 'react';
import type { Project } from '@hackmate/shared/types';
import { ExternalLink } from './external-link';
import './profile-cards.css';

/** One project in display mode: title, description and a 'View' link to its url. */
export function ProjectCard({ project, actions }: { project: Pick<Project, 'title' | 'description' | 'url'>; actions?: ReactNode }) {
  return (
    <article className="hm-profile-item">
      <h3>{project.title}</h3>
      <p>{project.description}</p>
      <div className="hm-profile-item-actions">
        {actions}
        <ExternalLink value={project.url} className="hm-btn">
          View
        </ExternalLink>
      </div>
    </article>
  );
}

import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { catalogueNav } from '../../../testing/runtime-config';
import type { BadgeCounts } from '../hooks/use-badge-counts';
import { navItems, type NavItem } from '../lib/nav-items';
import { NavDrawer } from './nav-drawer';
import { NavLinks } from './nav-links';

const meta = {
  title: 'Shell/Navbar drawer',
  component: NavDrawer,
  args: { open: true, id: 'story-drawer', onClose: fn(), children: null },
  // The link says "Convos, 3 unread" while the pill shows "3" (or "99+" for 120): the name starts
  // with the visible label, as WCAG 2.5.3 asks; axe's stricter, experimental rule wants the pill too.
  parameters: { layout: 'fullscreen', route: '/connections', a11y: { config: { rules: [{ id: 'label-content-name-mismatch', enabled: false }] } } },
} satisfies Meta<typeof NavDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const withLinks = (items: readonly NavItem[], counts?: BadgeCounts) =>
  function DrawerWithLinks(args: ComponentProps<typeof NavDrawer>) {
    return (
      <NavDrawer {...args}>
        <nav aria-label="Menu links">
          <NavLinks items={items} counts={counts} onNavigate={args.onClose} className="hm-drawer__links" />
        </nav>
      </NavDrawer>
    );
  };

/** The small-screen menu, open; Escape, the backdrop and the close button call onClose. */
export const OpenSignedIn: Story = { render: withLinks(navItems(catalogueNav(), true)) };

/** The same badges as the bar; above 99 the pill says "99+" and the link's name the number. */
export const OpenWithBadges: Story = { render: withLinks(navItems(catalogueNav(), true), { unread: 120, pending: 1 }) };

export const OpenSignedOut: Story = { render: withLinks(navItems(catalogueNav(), false)) };

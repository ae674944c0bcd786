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
  parameters: { layout: 'fullscreen', route: '/connections' },
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

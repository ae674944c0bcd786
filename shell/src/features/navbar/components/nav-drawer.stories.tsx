import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { catalogueNav } from '../../../testing/runtime-config';
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

const withLinks = (items: readonly NavItem[]) =>
  function DrawerWithLinks(args: ComponentProps<typeof NavDrawer>) {
    return (
      <NavDrawer {...args}>
        <nav aria-label="Menu links">
          <NavLinks items={items} onNavigate={args.onClose} className="hm-drawer__links" />
        </nav>
      </NavDrawer>
    );
  };

/** The small-screen menu, open; Escape, the backdrop and the close button call onClose. */
export const OpenSignedIn: Story = { render: withLinks(navItems(catalogueNav(), true)) };

export const OpenSignedOut: Story = { render: withLinks(navItems(catalogueNav(), false)) };

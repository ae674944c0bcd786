import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHistory, useShellLocation } from './history-context';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute in-app path, e.g. '/feed' or '/#features'. */
  to: string;
}

/** Plain clicks navigate in-app; modified clicks (new tab, download…) stay with the browser. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A link to a page of this app, navigated without a page load. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, onClick, ...rest }, ref) {
  const history = useHistory();
  return (
    <a
      {...rest}
      ref={ref}
      href={history.createHref(to)}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        history.push(to);
      }}
    />
  );
});

/** True when `pathname` is `to` or below it (/reqs/review is inside /reqs). */
export function isActivePath(pathname: string, to: string): boolean {
  const target = to.replace(/\/+$/, '') || '/';
  const current = pathname.toLowerCase();
  const wanted = target.toLowerCase();
  return wanted === '/' ? current === '/' : current === wanted || current.startsWith(`${wanted}/`);
}

/** A Link that marks itself `aria-current="page"` while its page is shown. */
export const NavLink = forwardRef<HTMLAnchorElement, LinkProps>(function NavLink(props, ref) {
  const { pathname } = useShellLocation();
  return <Link {...props} ref={ref} aria-current={isActivePath(pathname, props.to) ? 'page' : undefined} />;
});

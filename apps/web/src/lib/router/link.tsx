/** A link to a page of the app: a real `<a href="#/…">` (new tab, copy address) that navigates in place on a plain click. */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { createPath, resolvePath } from './location';
import { useLocation, useNavigate } from './router-context';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  /** Handed to the next page (`useLocation().state`), not written in the address. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const path = createPath(resolvePath(to, location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) {
      return;
    }
    event.preventDefault();
    // A link to the page already shown reloads it in place rather than stacking a second entry.
    navigate(path, { replace: replace ?? path === createPath(location), state });
  };
  return <a {...anchor} href={`#${path}`} target={target} onClick={handleClick} />;
}

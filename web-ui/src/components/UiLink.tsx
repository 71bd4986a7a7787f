import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useUi } from '../context';

export interface UiLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly to: string;
}

/** An internal link that navigates through the app's router on a plain left click. */
export function UiLink({ to, onClick, ...rest }: UiLinkProps) {
  const { navigate } = useUi();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      !event.defaultPrevented &&
      navigate &&
      to.startsWith('/') &&
      event.button === 0 &&
      !event.metaKey &&
      !event.ctrlKey &&
      !event.shiftKey &&
      !event.altKey &&
      !rest.target
    ) {
      event.preventDefault();
      navigate(to);
    }
  };
  return <a href={to} onClick={handle} {...rest} />;
}

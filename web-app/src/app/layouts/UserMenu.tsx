/**
 * The header's user menu, a menu button as WAI-ARIA's authoring practices describe it: opening it
 * focuses its first item, arrows move between items, Escape closes it and gives focus back to the
 * button, Tab or a click elsewhere closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '@tongshu/web-ui';
import type { NavItem } from './Sidebar';

function items(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
}

export function UserMenu({
  name,
  entries,
  onSignOut,
}: {
  readonly name: string;
  readonly entries: readonly NavItem[];
  readonly onSignOut: () => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    items(list.current)[0]?.focus();
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items(list.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className="user-menu">
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className="user-menu__name">{name}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <div
          ref={list}
          id={listId}
          className="user-menu__list"
          role="menu"
          aria-label={name}
          onKeyDown={onMenuKey}
          onClick={() => setOpen(false)}
        >
          {entries.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              className="user-menu__item"
            >
              <Icon name={item.icon} size={16} />
              {item.label}
            </NavLink>
          ))}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="user-menu__item"
            onClick={onSignOut}
          >
            <Icon name="logout" size={16} />
            Signout
          </button>
        </div>
      )}
    </div>
  );
}

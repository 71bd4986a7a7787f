/**
 * A modal dialog (spec sections 3 and 4): title, text, buttonText, and optionally a form sent to
 * url with method. A backdrop click (or Escape, or Cancel) closes it as cancelled: `onCancel`
 * runs and `onClose` does not. `onClose` runs on the button, or when the form succeeds. Focus
 * stays inside while it is open and goes back to what had it when it closes.
 */
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import type { HttpMethod, UiResponse } from '../context';
import { Form } from '../form/Form';
import type { FieldDefs } from '../form/types';
import './overlay.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusIn(dialog: HTMLElement, event: KeyboardEvent): void {
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = event.shiftKey
    ? active === first || active === dialog
    : active === last || !dialog.contains(active);
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

export interface ModalProps {
  readonly open: boolean;
  readonly title?: string;
  readonly text?: ReactNode;
  readonly buttonText?: string;
  /** A form in the modal, sent to url with method; its success closes the modal. */
  readonly form?: FieldDefs;
  readonly url?: string;
  readonly method?: HttpMethod;
  /** Runs when the modal closes without being cancelled, with the form's response if any. */
  readonly onClose?: (response?: UiResponse) => void;
  /** Runs on a backdrop click, Escape, the close button or Cancel. */
  readonly onCancel?: () => void;
  readonly destructive?: boolean;
  /**
   * A modal that only tells (a video, a notice): its one button closes it, so no Cancel beside it;
   * the close button, the backdrop and Escape still cancel.
   */
  readonly informational?: boolean;
  readonly size?: 'sm' | 'md' | 'lg';
  readonly children?: ReactNode;
}

export function Modal({
  open,
  title,
  text,
  buttonText = 'OK',
  form,
  url,
  method,
  onClose,
  onCancel,
  destructive = false,
  informational = false,
  size = 'md',
  children,
}: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel?.();
      if (event.key === 'Tab' && dialog.current) keepFocusIn(dialog.current, event);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open, onCancel]);

  if (!open) return null;

  const backdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onCancel?.();
  };

  return createPortal(
    <div className="tsu-modal" data-testid="modal-backdrop" onMouseDown={backdropClick}>
      <div
        ref={dialog}
        className={`tsu-modal__dialog tsu-modal__dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
      >
        <header className="tsu-modal__header">
          {title && (
            <h2 id={titleId} className="tsu-modal__title">
              {title}
            </h2>
          )}
          <button
            type="button"
            className="tsu-icon-button"
            aria-label="Close dialog"
            onClick={() => onCancel?.()}
          >
            <Icon name="x" />
          </button>
        </header>
        <div className="tsu-modal__body">
          {text !== undefined && <div className="tsu-modal__text">{text}</div>}
          {children}
          {form ? (
            <Form
              fields={form}
              url={url}
              method={method}
              buttonText={buttonText}
              cancel={{ onCancel: () => onCancel?.() }}
              onSuccess={(response) => onClose?.(response)}
            />
          ) : (
            <div className="tsu-modal__actions">
              <Button variant={destructive ? 'danger' : 'primary'} onClick={() => onClose?.()}>
                {buttonText}
              </Button>
              {onCancel && !informational && (
                <Button variant="ghost" onClick={onCancel}>
                  Cancel
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}

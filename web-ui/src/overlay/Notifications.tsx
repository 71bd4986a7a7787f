/**
 * Notifications (spec sections 3 and 4): text, type (success or error), format, icon, autoclose.
 * An autoclosing one closes after 2 seconds; any other stays until closed.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Icon, type IconName } from '../components/Icon';
import './overlay.css';

/** Spec section 9. */
export const NOTIFICATION_AUTOCLOSE_MS = 2000;

export type NotificationType = 'success' | 'error';

export interface NotificationOptions {
  readonly type?: NotificationType;
  /** Default true; false keeps it until the user closes it. */
  readonly autoclose?: boolean;
  readonly icon?: IconName;
  /** 'toast' (the default) floats in the corner; 'banner' spans the top of the page. */
  readonly format?: 'toast' | 'banner';
}

export interface Notification extends Required<Omit<NotificationOptions, 'icon'>> {
  readonly id: number;
  readonly text: string;
  readonly icon?: IconName;
}

export interface NotificationApi {
  show(text: string, options?: NotificationOptions): number;
  hide(id: number): void;
}

const NotificationContext = createContext<NotificationApi | null>(null);

export function NotificationProvider({ children }: { readonly children: ReactNode }) {
  const [notices, setNotices] = useState<readonly Notification[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const hide = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const show = useCallback(
    (text: string, options: NotificationOptions = {}) => {
      const id = nextId.current++;
      const notice: Notification = {
        id,
        text,
        type: options.type ?? 'success',
        autoclose: options.autoclose ?? true,
        format: options.format ?? 'toast',
        icon: options.icon,
      };
      // One notice for the same text at a time: a repeated error does not stack up.
      setNotices((current) => [...current.filter((n) => n.text !== text), notice]);
      if (notice.autoclose) {
        timers.current.set(
          id,
          setTimeout(() => hide(id), NOTIFICATION_AUTOCLOSE_MS),
        );
      }
      return id;
    },
    [hide],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo(() => ({ show, hide }), [show, hide]);
  return (
    <NotificationContext.Provider value={api}>
      {children}
      <div className="tsu-notifications" aria-live="polite">
        {notices.map((notice) => (
          <div
            key={notice.id}
            className={`tsu-notification tsu-notification--${notice.type} tsu-notification--${notice.format}`}
            role={notice.type === 'error' ? 'alert' : 'status'}
          >
            <Icon name={notice.icon ?? (notice.type === 'error' ? 'error' : 'success')} size={20} />
            <p className="tsu-notification__text">{notice.text}</p>
            <button
              type="button"
              className="tsu-notification__close"
              aria-label="Close notification"
              onClick={() => hide(notice.id)}
            >
              <Icon name="x" size={16} />
            </button>
          </div>
        ))}
      </div>
    </NotificationContext.Provider>
  );
}

/** The notification API of the nearest `NotificationProvider`. */
export function useNotification(): NotificationApi {
  const api = useContext(NotificationContext);
  if (!api) throw new Error('useNotification needs a NotificationProvider');
  return api;
}

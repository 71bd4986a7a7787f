import { useState } from 'react';
import { Button, Icon, useNotification, useUi } from '@tongshu/web-ui';
import { api } from '../api/client';
import './almanac.css';

export type Rating = 'positive' | 'neutral' | 'negative';

/** The three faces and the rating each sends (spec: smile positive, meh neutral, frown negative). */
export const FACES: readonly { readonly face: string; readonly rating: Rating }[] = [
  { face: 'smile', rating: 'positive' },
  { face: 'meh', rating: 'neutral' },
  { face: 'frown', rating: 'negative' },
];

const MOUTHS: Readonly<Record<string, string>> = {
  smile: 'M10 19c3 3.5 9 3.5 12 0',
  meh: 'M10.5 20h11',
  frown: 'M10 22c3-3.5 9-3.5 12 0',
};

function Face({ face }: { readonly face: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="11.5" cy="12.5" r="1.8" fill="currentColor" />
      <circle cx="20.5" cy="12.5" r="1.8" fill="currentColor" />
      <path
        d={MOUTHS[face]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The floating feedback heart (spec sections 2 and 4): closed heart, open panel with three faces,
 * then a comment form; submitting sends POST /api/feedback, closes the panel and shows a toast.
 */
export function FeedbackWidget() {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState<Rating | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const notify = useNotification();
  const { onError } = useUi();

  const close = () => {
    setOpen(false);
    setRating(null);
    setComment('');
  };

  const submit = async () => {
    if (!rating || sending) return;
    setSending(true);
    try {
      await api.post('/api/feedback', { rating, comment });
      close();
      notify.show('Thank you for your feedback!', { type: 'success', autoclose: true });
    } catch (error) {
      onError?.(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="feedback">
      {open && (
        <div className="feedback__panel" role="dialog" aria-label="Feedback">
          <div className="feedback__head">
            <p className="feedback__title">How do you like Tongshu?</p>
            <button type="button" className="tsu-icon-button" aria-label="Close" onClick={close}>
              <Icon name="x" size={16} />
            </button>
          </div>
          <div className="feedback__faces">
            {FACES.map(({ face, rating: value }) => (
              <button
                key={face}
                type="button"
                className={`feedback__face${rating === value ? ' feedback__face--on' : ''}`}
                aria-label={face}
                aria-pressed={rating === value}
                onClick={() => setRating(value)}
              >
                <Face face={face} />
              </button>
            ))}
          </div>
          {rating && (
            <form
              className="feedback__form"
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <label className="tsu-field">
                <span className="tsu-field__label">Tell us more (optional)</span>
                <textarea
                  className="tsu-input"
                  rows={3}
                  value={comment}
                  onChange={(event) => setComment(event.target.value)}
                />
              </label>
              <Button type="submit" loading={sending}>
                Send Feedback
              </Button>
            </form>
          )}
        </div>
      )}
      <button
        type="button"
        className="feedback__heart"
        aria-label="Feedback"
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name="heart" size={24} />
      </button>
    </div>
  );
}

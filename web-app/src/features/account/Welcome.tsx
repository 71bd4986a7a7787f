/**
 * /welcome (spec sections 2 and 4): a one-step wizard 'Setup Profile' in a modal-style card with a
 * checklist sidebar; the step is kept in the URL fragment (1-based); Prev, Next, Finish. Finishing
 * marks the user onboarded and goes to /dashboard.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Message, ProgressSteps, useUi, usePageTitle } from '@tongshu/web-ui';
import { api } from '../../shared/api/client';
import { useSession } from '../../shared/session/SessionProvider';
import type { SessionUser } from '../../shared/session/user';
import { ProfileForm } from './ProfileForm';

export default function Welcome({ finish = '/dashboard' }: { readonly finish?: string }) {
  usePageTitle('Welcome');
  const { user, update } = useSession();
  const { onError } = useUi();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [finishing, setFinishing] = useState(false);
  // Spec section 2: the step position is kept in the URL fragment, from the first step on.
  useEffect(() => {
    if (hash === '') void navigate({ hash: '1' }, { replace: true });
  }, [hash, navigate]);
  if (!user) return null;

  const steps = [{ title: 'Setup Profile', done: Boolean(user.dm) }];
  const index = Math.min(Math.max(Number(hash.replace('#', '')) || 1, 1), steps.length) - 1;
  const go = (to: number) => navigate({ hash: String(to + 1) }, { replace: true });
  const last = index === steps.length - 1;

  const done = async () => {
    setFinishing(true);
    try {
      const response = await api.patch<SessionUser>('/api/user', { onboarded: true });
      update({ ...(response.data ?? {}), onboarded: true });
      // The dashboard greets a first visit as such, not with "Welcome back".
      navigate(finish, { state: { firstVisit: true } });
    } catch (error) {
      setFinishing(false);
      onError?.(error);
    }
  };

  return (
    <div className="wizard" role="dialog" aria-labelledby="wizard-title">
      <aside className="wizard__sidebar">
        <p className="wizard__eyebrow">Getting started</p>
        <ProgressSteps
          items={steps.map((step, i) => ({
            label: step.title,
            url: `#${i + 1}`,
            completed: step.done,
          }))}
        />
      </aside>
      <section className="wizard__content">
        <h1 id="wizard-title" className="wizard__title">
          Welcome, {user.name}!
        </h1>
        <p className="wizard__lead">
          Please complete your profile. Your birth date and time give your day master and Bazi
          chart, which make the almanac personal to you.
        </p>
        {user.dm && (
          <Message tone="success">
            Your profile is saved. Press Finish to open your dashboard.
          </Message>
        )}
        <ProfileForm
          user={user}
          buttonText="Save Profile"
          onSuccess={(response) => update((response.data ?? {}) as Partial<SessionUser>)}
        />
        <div className="wizard__controls">
          <Button
            variant="ghost"
            icon="chevronLeft"
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            Prev
          </Button>
          {last ? (
            <Button onClick={done} loading={finishing} disabled={!user.dm}>
              Finish
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => go(index + 1)}>
              Next
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}

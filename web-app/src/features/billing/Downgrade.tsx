/**
 * A move to a lower plan (issue 42): its own labelled action on /account/billing, never offered
 * under Upgrade, and confirmed in a modal that names what the lower plan takes away.
 */
import { useRef, useState } from 'react';
import { Modal, useUi, type UiResponse } from '@tongshu/web-ui';
import { planFeatures, tierOf, type PlanView } from '../../shared/lib/plans';

/** The features `from` has that `to` lacks (spec section 6's tiers). */
export function featuresLost(from: string, to: string): string[] {
  const kept = new Set(
    planFeatures(to).flatMap((feature) => (feature.checked ? [feature.name] : [])),
  );
  return planFeatures(from).flatMap((feature) =>
    feature.checked && !kept.has(feature.name) ? [feature.name] : [],
  );
}

/** Thrown when the owner keeps their plan: the form stops without an error message. */
class PlanKept extends Error {}

interface Asking {
  readonly plan: PlanView;
  readonly answer: (yes: boolean) => void;
}

/**
 * The plan change form's hooks: `onSubmit` asks before a downgrade (once per attempt, so a bank's
 * confirmation that re-sends the form does not ask again), `buttonText` says Downgrade when the
 * chosen plan is lower, `modal` is the question.
 */
export function useDowngrade(active: string | undefined, plans: readonly PlanView[]) {
  const ui = useUi();
  const [chosen, setChosen] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const confirmed = useRef<string | null>(null);
  const lower = (id: string) => active !== undefined && tierOf(id) < tierOf(active);
  const activePlan = plans.find((plan) => plan.id === active);

  const onSubmit = async (body: Record<string, unknown>): Promise<UiResponse> => {
    const target = plans.find((plan) => plan.id === body.plan);
    if (target && lower(target.id) && confirmed.current !== target.id) {
      const yes = await new Promise<boolean>((answer) => setAsking({ plan: target, answer }));
      setAsking(null);
      if (!yes) throw new PlanKept();
      confirmed.current = target.id;
    }
    if (!ui.request) throw new Error('No request function');
    return ui.request({ method: 'PATCH', url: '/api/account/plan', body });
  };

  const onError = (error: unknown) => {
    confirmed.current = null;
    if (!(error instanceof PlanKept)) ui.onError?.(error);
  };

  const lost = asking && active ? featuresLost(active, asking.plan.id) : [];
  const modal = (
    <Modal
      open={asking !== null}
      title={asking ? `Downgrade to ${asking.plan.name}?` : undefined}
      text={
        asking
          ? `Moving from ${activePlan?.name ?? 'your plan'} to ${asking.plan.name} takes away: ${
              lost.length ? lost.join(', ') : 'nothing listed in the plan comparison'
            }. Calendar feeds that need them stop updating. You can upgrade again at any time.`
          : undefined
      }
      buttonText="Downgrade"
      destructive
      onCancel={() => asking?.answer(false)}
      onClose={() => asking?.answer(true)}
    />
  );

  return {
    onSubmit,
    onError,
    onChange: (name: string, value: unknown) => {
      if (name === 'plan') setChosen(String(value ?? ''));
    },
    buttonText: lower(chosen ?? active ?? '') ? 'Downgrade' : 'Change Plan',
    modal,
  };
}

// After a login or a submit, the SDK's next-step use case decides where the user goes; this hook runs it
// and performs the decision through the shell's navigation (route → in-app, redirect → full page when
// allowed, error → /error). A failed call (network, 400) is returned, not navigated, so the calling form
// can show the message and keep what was typed.
//
// A screen the visitor asked for before logging in (ui/login-target.ts, checked by the shell) comes first
// when the domain's afterLoginChoice says so: a screen this identity may open, once no registration step
// must come before it (then it waits, kept, for the step after those).
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { DomainError, NextStep, Result } from '@fairpass/domain';
import { forgetLoginTarget, useLoginTarget } from './login-target';
import { nextStepAction } from './next-step-action';
import { useAllowedOrigins } from './use-allowed-origins';
import { useShell } from './shell-context';
import { useUseCase } from './use-use-case';

export type GoToNextStep = () => Promise<Result<NextStep, DomainError>>;

/** The after-login rule of a login with a target, loaded with the next step's own request. */
export const loadAfterLoginChoice = () => import('./after-login-choice');

export function useNextStepNavigation(): GoToNextStep {
  const { client } = useShell();
  const nextStep = useUseCase((useCases) => useCases.nextStep);
  const allowedOrigins = useAllowedOrigins();
  const target = useLoginTarget()?.href;
  const [, navigate] = useLocation();
  return useCallback(async () => {
    const [step, rule] = await Promise.all([nextStep.execute(), target === undefined ? undefined : loadAfterLoginChoice()]);
    if (step.ok) {
      const choice = rule?.afterLoginChoice(step.value, target, client.session.getSnapshot().user);
      if (choice?.kind === 'target') {
        forgetLoginTarget();
        navigate(choice.href);
        return step;
      }
      if (choice !== undefined && !choice.keepTarget) forgetLoginTarget();
      const action = nextStepAction(step.value, allowedOrigins);
      if (action.kind === 'leave') location.assign(action.url);
      // Pushed, so the browser's back button walks back through the steps inside the app.
      else navigate(action.to);
    }
    return step;
  }, [client, nextStep, allowedOrigins, navigate, target]);
}
